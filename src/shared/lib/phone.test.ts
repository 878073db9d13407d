import { describe, expect, it } from 'vitest';
import {
  editUzPhone,
  formatUzPhone,
  normalizeUzPhone,
  pasteUzPhone,
  readUzPhone,
  type PhoneEdit,
  type PhoneEditKind,
  type PhoneProblem,
} from './phone';

/** The field as a browser drives it: the text, the selection and the last refusal. */
class Field {
  value = '';
  caret = 0;
  problems: PhoneProblem[] = [];

  private apply(typed: string, caret: number, kind: PhoneEditKind) {
    return this.record(editUzPhone(this.value, { value: typed, caret }, kind));
  }

  private record(edit: PhoneEdit) {
    if ('problem' in edit) this.problems.push(edit.problem);
    else this.value = edit.value;
    this.caret = edit.caret;
    return this;
  }

  /** Replaces the selection [from, to) with text, as a key or a paste does. */
  insert(text: string, from = this.caret, to = from) {
    const typed = this.value.slice(0, from) + text + this.value.slice(to);
    return this.apply(typed, from + text.length, 'insert');
  }

  /** Pastes over the selection [from, to). */
  paste(text: string, from = this.caret, to = from) {
    return this.record(pasteUzPhone(this.value, text, { start: from, end: to }));
  }

  keys(sequence: string) {
    for (const key of sequence) this.insert(key);
    return this;
  }

  backspace() {
    const typed = this.value.slice(0, this.caret - 1) + this.value.slice(this.caret);
    return this.apply(typed, this.caret - 1, 'delete-backward');
  }

  delete() {
    const typed = this.value.slice(0, this.caret) + this.value.slice(this.caret + 1);
    return this.apply(typed, this.caret, 'delete-forward');
  }

  at(caret: number) {
    this.caret = caret;
    return this;
  }
}

const typed = (sequence: string) => new Field().keys(sequence);
const FULL = '+998 90 123 45 67';

describe('typing an Uzbek number key by key', () => {
  it.each([
    ['+998 90 123 45 67', FULL],
    ['+998901234567', FULL],
    ['+998 (90) 123-45-67', FULL],
    ['998901234567', FULL],
    ['998 90 123 45 67', FULL],
    ['901234567', FULL],
    ['90 123 45 67', FULL],
    ['(90) 123-45-67', FULL],
    // Operator 99 and 88 numbers are not mistaken for a country code or a trunk prefix.
    ['998123456', '+998 99 812 34 56'],
    ['99 812 34 56', '+998 99 812 34 56'],
    ['881234567', '+998 88 123 45 67'],
    ['+998 88 123 45 67', '+998 88 123 45 67'],
    ['+', '+'],
    ['+99', '+99'],
    ['+998', '+998'],
    ['9', '+998 9'],
    ['90 12', '+998 90 12'],
  ])('%j shows %j', (keys, shown) => {
    const field = typed(keys);
    expect(field.value).toBe(shown);
    expect(field.caret).toBe(shown.length);
    expect(field.problems).toEqual([]);
  });

  it('gives the number meant to the API only when it is complete', () => {
    expect(normalizeUzPhone(typed('+998 90 123 45 67').value)).toBe('+998901234567');
    expect(normalizeUzPhone(typed('998901234567').value)).toBe('+998901234567');
    expect(normalizeUzPhone(typed('99890123').value)).toBeNull();
    expect(normalizeUzPhone(typed('+998').value)).toBeNull();
  });

  it.each([
    ['a digit past the ninth', '9012345678', FULL, 'too-long'],
    ['the old trunk prefix typed key by key', '8901234567', '+998 89 012 34 56', 'too-long'],
    ['another country code', '+7', '+', 'foreign'],
    ['another country code', '+90', '+9', 'foreign'],
  ])('refuses %s, saying why', (_, keys, shown, problem) => {
    const field = typed(keys);
    expect(field.value).toBe(shown);
    expect(field.problems).toEqual([problem]);
  });

  it('ignores letters and spaces typed where they do not belong', () => {
    expect(typed('90 a1-2').value).toBe('+998 90 12');
  });
});

describe('deleting and editing in the middle', () => {
  it('deletes from the end down to an empty field', () => {
    const field = typed('90');
    field.backspace();
    expect(field.value).toBe('+998 9');
    field.backspace();
    expect(field.value).toBe('');
    expect(field.caret).toBe(0);
  });

  it('fixes a middle digit with the caret staying where the customer edits', () => {
    // The caret after the "1" of "123": backspace, then the right digit.
    const field = typed('901234567').at(FULL.indexOf('1') + 1);
    field.backspace();
    expect(field.value).toBe('+998 90 234 56 7');
    expect(field.caret).toBe(FULL.indexOf(' 1'));
    field.insert('5');
    expect(field.value).toBe('+998 90 523 45 67');
    expect(field.caret).toBe(FULL.indexOf('1') + 1);
    expect(field.problems).toEqual([]);
  });

  it('replaces a selected digit in place', () => {
    const one = FULL.indexOf('1');
    const field = typed('901234567').insert('5', one, one + 1);
    expect(field.value).toBe('+998 90 523 45 67');
    expect(field.caret).toBe(one + 1);
  });

  it('inserts a forgotten digit in the middle, the caret after it', () => {
    const field = typed('90123467').at(FULL.indexOf('4') + 1);
    field.insert('5');
    expect(field.value).toBe(FULL);
    expect(field.caret).toBe(FULL.indexOf('5') + 1);
  });

  it('refuses a digit inserted into a complete number, the caret staying put', () => {
    const field = typed('901234567').at(7);
    field.insert('1');
    expect(field.value).toBe(FULL);
    expect(field.caret).toBe(7);
    expect(field.problems).toEqual(['too-long']);
  });

  it('deletes the digit beside a space when the space is deleted', () => {
    const space = FULL.indexOf(' 123');
    const backward = typed('901234567').at(space + 1);
    backward.backspace();
    expect(backward.value).toBe('+998 91 234 56 7');
    expect(backward.caret).toBe(space - 1);

    const forward = typed('901234567').at(space);
    forward.delete();
    expect(forward.value).toBe('+998 90 234 56 7');
    expect(forward.caret).toBe(space);
  });

  it('keeps the country code while digits follow it', () => {
    const field = typed('901234567').at(4);
    field.backspace();
    expect(field.value).toBe(FULL);
    expect(field.caret).toBe(5);
  });

  it('clears everything selected', () => {
    expect(typed('901234567').insert('', 0, FULL.length).value).toBe('');
  });
});

describe('pasting a number', () => {
  it.each([
    '+998 90 123-45-67',
    '+998 (90) 123 45 67',
    '+998901234567',
    '998901234567',
    '00998901234567',
    '90 123 45 67',
    '(90) 1234567',
    '90-123-45-67',
    '8 90 123 45 67',
    '  901234567 ',
  ])('%j is read as +998 90 123 45 67, into an empty field or over a number', (pasted) => {
    expect(new Field().paste(pasted).value).toBe(FULL);
    const all = typed('971112233');
    expect(all.paste(pasted, 0, all.value.length).value).toBe(FULL);
    // Whatever the selection, a whole number replaces the one there.
    expect(typed('9').paste(pasted).value).toBe(FULL);
    expect(typed('+99').paste(pasted).value).toBe(FULL);
  });

  it('completes a number with the digits pasted at the caret', () => {
    expect(typed('90').paste('123 45 67').value).toBe(FULL);
    expect(typed('90 67').paste('123-45', 7).value).toBe(FULL);
  });

  it('takes an autofilled or filled number whole, over whatever was there', () => {
    const all = typed('971112233');
    expect(all.insert('+998 90 123 45 67', 0, all.value.length).value).toBe(FULL);
    expect(typed('97').insert('901234567', 0, 7).value).toBe(FULL);
  });

  it.each([
    ['90-123-45-6789', 'too-long'],
    ['+998 90 123 45 678', 'too-long'],
    ['12345678901', 'too-long'],
    ['+7 999 123 45 67', 'foreign'],
    ['+1 (555) 010-9999', 'foreign'],
  ])('refuses %j, saying why, and keeps what was there', (pasted, problem) => {
    const empty = new Field().paste(pasted);
    expect(empty.value).toBe('');
    expect(empty.problems).toEqual([problem]);
    const full = typed('971112233').paste(pasted, 0, 17);
    expect(full.value).toBe('+998 97 111 22 33');
    expect(full.problems).toEqual([problem]);
    expect(typed('90 12').paste(pasted).problems).toEqual([problem]);
  });

  it('refuses digits pasted into a number that has no room for them', () => {
    const field = typed('9012345').paste('678');
    expect(field.value).toBe('+998 90 123 45');
    expect(field.problems).toEqual(['too-long']);
  });
});

describe('whole entries (stored, remembered, shown masked)', () => {
  it.each([
    ['', ''],
    ['9', '+998 9'],
    ['901234567', FULL],
    ['+998 90 123 45 67', FULL],
    ['+998901234567', FULL],
    ['998901234567', FULL],
    ['8 90 123 45 67', FULL],
    // Cut to fit it would be a different number, so it is not shown as one.
    ['90-123-45-6789', ''],
    ['+7 999 123 45 67', ''],
  ])('formats %j as %j', (input, shown) => {
    expect(formatUzPhone(input)).toBe(shown);
  });

  it('normalises only complete numbers', () => {
    expect(normalizeUzPhone('+998 90 123 45 67')).toBe('+998901234567');
    expect(normalizeUzPhone('(90) 1234567')).toBe('+998901234567');
    expect(normalizeUzPhone('+998 90 123')).toBeNull();
    expect(normalizeUzPhone('+998 90 123 45 678')).toBeNull();
    expect(normalizeUzPhone('+7 999 123 45 67')).toBeNull();
    expect(normalizeUzPhone('hello')).toBeNull();
  });

  it('names what it cannot read', () => {
    expect(readUzPhone('+44 20 7946 0000')).toEqual({ problem: 'foreign' });
    expect(readUzPhone('9012345678')).toEqual({ problem: 'too-long' });
    expect(readUzPhone('+99')).toEqual({ local: '' });
  });
});
