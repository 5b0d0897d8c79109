import { describe, expect, it } from 'vitest';
import { AiError } from '@/lib/ai/errors';
import { extractJsonObject, firstBalancedObject, stripCodeFences, tryExtractJsonObject } from '@/lib/ai/json';

describe('extractJsonObject', () => {
  it('reads a bare JSON object', () => {
    expect(extractJsonObject('{"yesNo":"yes","confidence":0.8}')).toEqual({ yesNo: 'yes', confidence: 0.8 });
  });

  it('strips ```json fences and the chatter around them', () => {
    const reply =
      'Here is your reading:\n```json\n{"shortAnswer": "Yes.", "advice": ["a", "b"]}\n```\nEnjoy!';
    expect(extractJsonObject(reply)).toEqual({ shortAnswer: 'Yes.', advice: ['a', 'b'] });
  });

  it('strips bare ``` fences', () => {
    expect(extractJsonObject('```\n{"a": 1}\n```')).toEqual({ a: 1 });
  });

  it('keeps nested objects whole and stops at the balanced brace', () => {
    const reply = 'Sure {"a": {"b": {"c": [1, {"d": 2}]}}, "e": "x"} and then {"other": true}';
    expect(extractJsonObject(reply)).toEqual({ a: { b: { c: [1, { d: 2 }] } }, e: 'x' });
  });

  it('ignores braces inside strings, including escaped quotes', () => {
    const reply = '{"interpretation": "a } brace and a \\" quote {", "yesNo": "no"}';
    expect(extractJsonObject(reply)).toEqual({ interpretation: 'a } brace and a " quote {', yesNo: 'no' });
  });

  it('skips an unbalanced opening brace and finds a later object', () => {
    expect(firstBalancedObject('oops { never closed')).toBeNull();
    expect(stripCodeFences('```json\n{}\n```')).toBe('{}');
  });

  it('throws "Failed to parse response: …" for broken replies', () => {
    for (const broken of ['no json here', '{"a": 1', '{"a": tru}', '{ "a": 1, }', '']) {
      expect(() => extractJsonObject(broken)).toThrow(AiError);
      expect(() => extractJsonObject(broken)).toThrow(/^Failed to parse response: /);
      expect(tryExtractJsonObject(broken)).toBeNull();
    }
  });
});
