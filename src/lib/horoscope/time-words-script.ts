/**
 * The inline lines that write a horoscope page's times in the visitor's own clock
 * (docs/horoscopes.md#times-in-the-readers-day): each time in the reading is reworded by the
 * rules of `timeWords` (time-words.ts) for the visitor's zone; the table's clock times get the
 * visitor's clock beside them from the site's one script (src/components/site/LocalTimes.astro). Nothing changes for a visitor whose zone
 * keeps UTC at that instant. Fixed text, so the security integration hashes it into the CSP once;
 * a unit test runs it against `timeWords` in several zones, so the two cannot drift apart.
 */
export const TIME_WORDS_SCRIPT =
  "document.querySelectorAll('time[data-w]').forEach(t=>{const d=new Date(t.getAttribute('datetime')),o=d.getTimezoneOffset(),f=t.dataset.w;if(isNaN(d)||!o)return;const r=t.closest('[data-span]').dataset,k=f.toLowerCase(),l=new Date(d-o*6e4),h=l.getUTCHours(),p=h<5?0:h<12?1:h<17?2:h<21?3:4,F={a:'on ',f:'from ',u:'until '}[k],g=x=>l.toLocaleDateString('en-GB',{timeZone:'UTC',...x}),P=' '+['','morning','afternoon','evening'][p];let x;if(r.span=='month')x=F+g({day:'numeric',month:'long'});else if(r.span=='day'&&l.toISOString().slice(0,10)==r.day)x=(k=='a'?p?'':'in ':F)+(p?p>3?(k=='u'?'late ':'')+'tonight':'this'+P:'the early hours');else{x=g({weekday:'long'});x=p%4?x+P:(p?'late on ':'early on ')+x;x=k=='a'&&!(p%4)?x:F+x}t.textContent=f<'a'?x[0].toUpperCase()+x.slice(1):x})";
