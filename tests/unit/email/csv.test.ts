import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/lib/email/csv';
import { subscribersCsv } from '@/lib/email/subscribers-csv';
import type { AudienceMember } from '@/lib/email/audience';

describe('CSV cells', () => {
  it('leaves plain values alone and writes empty cells for missing ones', () => {
    expect(csvCell('reader@astrelle.app')).toBe('reader@astrelle.app');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Not at the start: harmless.
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('CSV files', () => {
  it('writes a header and one CRLF-terminated line per row', () => {
    const csv = toCsv(
      [{ a: 'x', b: 'y,z' }],
      [
        { header: 'A', value: (row) => row.a },
        { header: 'B', value: (row) => row.b },
      ],
    );
    expect(csv).toBe('A,B\r\nx,"y,z"\r\n');
  });

  it('exports subscribers with every column, formula-safe', () => {
    const members: AudienceMember[] = [
      {
        key: 'n:1',
        email: 'reader@astrelle.app',
        source: 'footer',
        status: 'subscribed',
        quizLead: false,
        joinedAt: '2026-01-02T10:00:00.000Z',
        unsubscribedAt: null,
      },
      {
        key: 'q:2',
        email: 'lead@astrelle.app',
        source: '-quiz',
        status: 'unsubscribed',
        quizLead: true,
        joinedAt: '2026-01-03T10:00:00.000Z',
        unsubscribedAt: '2026-01-04T10:00:00.000Z',
      },
    ];
    const lines = subscribersCsv(members).split('\r\n');
    expect(lines[0]).toBe('Email,Source,Status,Quiz lead,Joined,Unsubscribed');
    expect(lines[1]).toBe('reader@astrelle.app,footer,subscribed,no,2026-01-02T10:00:00.000Z,');
    expect(lines[2]).toBe(
      "lead@astrelle.app,'-quiz,unsubscribed,yes,2026-01-03T10:00:00.000Z,2026-01-04T10:00:00.000Z",
    );
    expect(lines[3]).toBe('');
  });
});
