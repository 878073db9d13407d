import { describe, expect, it } from 'vitest';
import {
  editUzPhone,
  formatUzPhone,
  normalizeUzPhone,
  pasteUzPhone,
  readUzPhone,
  uzPhoneProblem,
  type PhoneEditKind,
  type PhoneText,
} from './phone';

/** The field as a browser drives it: the text and the caret. */
class Field {
  value = '';
  caret = 0;

  /** What keeps the number shown from being sent, as the field and the forms read it. */
  get problem() {
    return uzPhoneProblem(this.value);
  }

  /** What the forms would send: null while the number shown is not a full Uzbek one. */
  get sent() {
    return normalizeUzPhone(this.value);
  }

  private apply(typed: string, caret: number, kind: PhoneEditKind) {
    return this.record(editUzPhone(this.value, { value: typed, caret }, kind));
  }

  private record(edit: PhoneText) {
    this.value = edit.value;
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
    expect(field.problem).toBeNull();
  });

  it('gives the number meant to the API only when it is complete', () => {
    expect(normalizeUzPhone(typed('+998 90 123 45 67').value)).toBe('+998901234567');
    expect(normalizeUzPhone(typed('998901234567').value)).toBe('+998901234567');
    expect(normalizeUzPhone(typed('99890123').value)).toBeNull();
    expect(normalizeUzPhone(typed('+998').value)).toBeNull();
  });

  it.each([
    ['8 90 123 45 67', FULL],
    ['8901234567', FULL],
    ['8 (90) 123-45-67', FULL],
    ['8 33 123 45 67', '+998 33 123 45 67'],
  ])('reads the old trunk prefix in %j as the number after it: %j', (keys, shown) => {
    const field = typed(keys);
    // Until the tenth digit the 8 may be an operator's; then it is the prefix.
    expect(field.value).toBe(shown);
    expect(field.caret).toBe(shown.length);
    expect(field.problem).toBeNull();
    expect(field.sent).toBe(`+998${shown.replace(/\D/g, '').slice(3)}`);
  });

  it.each([
    ['a digit past the ninth', '90 123 45 678', '+998 90 123 45 678', 'too-long'],
    ['two digits too many', '+998 90 123 45 6789', '+998 90 123 45 6789', 'too-long'],
    ['a tenth digit after an 88 number', '88 123 45 67 1', '+998 88 123 45 671', 'too-long'],
    [
      'a trunk prefix before 88, which is an operator',
      '8 88 123 45 67',
      '+998 88 812 34 567',
      'too-long',
    ],
    ['the trunk prefix and a digit too many', '8 90 123 45 678', '+998 90 123 45 678', 'too-long'],
    ['another country code', '+7', '+7', 'foreign'],
    ['another country code', '+90', '+90', 'foreign'],
    ['another country’s number', '+7 999 123-45-67', '+7 999 123-45-67', 'foreign'],
  ])('keeps %s on screen, never cut, and sends nothing', (_, keys, shown, problem) => {
    const field = typed(keys);
    expect(field.value).toBe(shown);
    expect(field.caret).toBe(shown.length);
    expect(field.problem).toBe(problem);
    expect(field.sent).toBeNull();
  });

  it('sends the number once the extra digit is deleted', () => {
    const field = typed('90 123 45 678');
    field.backspace();
    expect(field.value).toBe(FULL);
    expect(field.problem).toBeNull();
    expect(field.sent).toBe('+998901234567');
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
    expect(field.problem).toBeNull();
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

  it('shows a digit inserted into a complete number as one too many, the caret after it', () => {
    const field = typed('901234567').at(FULL.indexOf(' 123'));
    field.insert('1');
    expect(field.value).toBe('+998 90 112 34 567');
    expect(field.caret).toBe(FULL.indexOf(' 123') + 2);
    expect(field.problem).toBe('too-long');
    expect(field.sent).toBeNull();
    // Deleting it where it went gives the number back.
    field.backspace();
    expect(field.value).toBe(FULL);
    expect(field.sent).toBe('+998901234567');
  });

  it('fixes a pasted number with a wrong digit in the middle', () => {
    const field = new Field().paste('+998 90-123-45-67').at(FULL.indexOf('2') + 1);
    field.backspace().insert('7');
    expect(field.value).toBe('+998 90 173 45 67');
    expect(field.caret).toBe(FULL.indexOf('2') + 1);
    expect(field.sent).toBe('+998901734567');
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
  ])('shows %j as pasted, saying why it cannot be sent', (pasted, problem) => {
    const empty = new Field().paste(pasted);
    expect(empty.problem).toBe(problem);
    expect(empty.sent).toBeNull();
    // Over a number that could be sent, the paste replaces it: the old one is not sent either.
    const full = typed('971112233').paste(pasted, 0, 17);
    expect(full.value).toBe(empty.value);
    expect(full.sent).toBeNull();
    expect(typed('90 12').paste(pasted).value).toBe(empty.value);
  });

  it.each([
    ['90-123-45-6789', '+998 90 123 45 6789'],
    ['90 123 45 678', '+998 90 123 45 678'],
    ['+998 90 123 45 678', '+998 90 123 45 678'],
    ['+7 999 123 45 67', '+7 999 123 45 67'],
  ])('pastes %j as %j: every digit stays', (pasted, shown) => {
    expect(new Field().paste(pasted).value).toBe(shown);
  });

  it('shows digits pasted into a number that has no room for them', () => {
    const field = typed('9012345').paste('678');
    expect(field.value).toBe('+998 90 123 45 678');
    expect(field.problem).toBe('too-long');
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
    ['8 88 123 45 67', ''],
    ['+7 999 123 45 67', ''],
  ])('formats %j as %j', (input, shown) => {
    expect(formatUzPhone(input)).toBe(shown);
  });

  it('normalises only complete numbers', () => {
    expect(normalizeUzPhone('+998 90 123 45 67')).toBe('+998901234567');
    expect(normalizeUzPhone('(90) 1234567')).toBe('+998901234567');
    expect(normalizeUzPhone('+998 90 123')).toBeNull();
    expect(normalizeUzPhone('+998 90 123 45 678')).toBeNull();
    expect(normalizeUzPhone('90 123 45 678')).toBeNull();
    expect(normalizeUzPhone('8 90 123 45 67')).toBe('+998901234567');
    expect(normalizeUzPhone('8 90 123 45 678')).toBeNull();
    expect(normalizeUzPhone('+7 999 123 45 67')).toBeNull();
    expect(normalizeUzPhone('hello')).toBeNull();
  });

  it('names what it cannot read', () => {
    expect(readUzPhone('+44 20 7946 0000')).toEqual({ problem: 'foreign' });
    expect(readUzPhone('9012345678')).toEqual({ local: '9012345678' });
    expect(readUzPhone('+99')).toEqual({ local: '' });
    expect(uzPhoneProblem('+44 20 7946 0000')).toBe('foreign');
    expect(uzPhoneProblem('9012345678')).toBe('too-long');
    expect(uzPhoneProblem('+998 90 123')).toBeNull();
    expect(uzPhoneProblem('')).toBeNull();
  });
});
