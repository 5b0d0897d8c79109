-- One record per calculator page (content keys: docs/calculators.md#pages). Empty fields fall back to the
-- page defaults in content/; the admin fills them in.
insert into public.compatibility_tools (id, name) values
  ('romantic-compatibility-by-birth-date', 'Romantic Compatibility by Birth Date'),
  ('birthday-compatibility', 'Birthday Compatibility'),
  ('love-compatibility', 'Love Compatibility'),
  ('relationship-compatibility', 'Relationship Compatibility'),
  ('zodiac-compatibility', 'Zodiac Compatibility'),
  ('star-chart-compatibility', 'Star Chart Compatibility'),
  ('true-love-calculator-soulmate', 'True Love Calculator'),
  ('marriage-calculator', 'Marriage Calculator'),
  ('love-meter-marriage', 'Love Meter'),
  ('soulmate-compatibility-dob', 'Soulmate Compatibility by Date of Birth'),
  ('soulmate-compatibility-name', 'Soulmate Compatibility by Name'),
  ('when-will-i-get-married', 'When Will I Get Married'),
  ('free-psychic-soulmate-reading', 'Free Psychic Soulmate Reading'),
  ('love-calculator-by-name', 'Love Calculator by Name')
on conflict (id) do nothing;
