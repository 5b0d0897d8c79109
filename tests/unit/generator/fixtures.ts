import { DEFAULT_GENERATION_OPTIONS, type GenerateArticleRequest } from '@/lib/generator/contract';
import type { CurrentDraft } from '@/admin/areas/generator/storage';

export const baseRequest: GenerateArticleRequest = {
  ...DEFAULT_GENERATION_OPTIONS,
  seoSettings: { ...DEFAULT_GENERATION_OPTIONS.seoSettings },
  targetKeyword: 'Mercury retrograde',
  customInstructions: 'Explain what it means for relationships and give practical advice.',
};

const paragraph =
  'Mercury retrograde is the stretch of weeks when the planet of communication appears to move backwards across the sky. ' +
  'Astrologers link it with crossed wires in relationships, delayed messages and old partners who reappear. ' +
  'Couples can use the retrograde to slow down, listen carefully and revisit promises instead of rushing into new ones.';

export const goodReply = {
  title: 'Mercury Retrograde and Your Relationships: What to Expect',
  content: `<h1>Ignored heading</h1><p>${paragraph}</p><h2>Why do messages go wrong?</h2><p>Communication slows and misunderstandings grow when Mercury retrograde begins.</p><script>alert(1)</script><p onclick="steal()">Relationships benefit from patience during Mercury retrograde.</p>`,
  metaDescription: 'Learn what Mercury retrograde means for love and communication.',
  excerpt: 'How Mercury retrograde affects relationships, and what couples can do.',
  suggestedTags: ['Astrology', 'Relationships', 'astrology'],
  faqSchema: [
    { question: 'What is Mercury retrograde?', answer: 'An apparent backward motion of Mercury.' },
    { question: 'How often does it happen?', answer: 'Three or four times a year.' },
    { question: 'Does it affect relationships?', answer: 'Astrologers say it slows communication.' },
    { question: 'Should I sign contracts?', answer: 'Read them twice before signing.' },
    { question: 'How long does it last?', answer: 'About three weeks.' },
    { question: 'Can exes come back?', answer: 'It is a classic retrograde theme.' },
    { question: 'What should couples do?', answer: 'Talk slowly and listen.' },
    { question: 'An eighth question?', answer: 'Dropped, the FAQ holds at most seven.' },
  ],
};

export const replyJson = (reply: Record<string, unknown> = goodReply) =>
  `Here is your article:\n\`\`\`json\n${JSON.stringify(reply)}\n\`\`\``;

/** A generated article as the generator keeps it in the browser (ai_generator_current). */
export const storedDraft: CurrentDraft = {
  savedArticleId: null,
  article: {
    title: 'Venus in love',
    content: '<p>Venus shows how you love.</p>',
    slug: 'venus-in-love',
    excerpt: 'How Venus loves.',
    tags: ['venus'],
    wordCount: 5,
    readingTime: 1,
    seo: { metaTitle: 'Venus in love', metaDescription: 'How Venus loves.', keywords: ['venus'] },
    schemaMarkup: null,
    faqSchema: null,
    usage: null,
    model: 'fake',
    generationParams: baseRequest,
  },
};
