// Numbers as the protocol sends them: JSON numbers, or the strings "inf", "-inf", "nan" for
// what JSON cannot carry. Shown honestly: a non-finite value is written out, never drawn as 0.

export function toNumber(value) {
  if (typeof value === 'number')
    return value;
  if (value === 'inf' || value === '+inf')
    return Infinity;
  if (value === '-inf')
    return -Infinity;
  return NaN; // "nan", or anything the page cannot read
}

export function toNumbers(list) {
  return Array.isArray(list) ? list.map(toNumber) : [];
}

const MINUS = '\u2212';

// Six significant digits, trailing zeros dropped, a real minus sign; very large and very small
// magnitudes in scientific notation (1.235e7, 3.2e−5).
export function formatNumber(x) {
  if (Number.isNaN(x))
    return 'nan';
  if (x === Infinity)
    return 'inf';
  if (x === -Infinity)
    return MINUS + 'inf';
  if (x === 0)
    return '0';
  const magnitude = Math.abs(x);
  let text;
  if (magnitude >= 1e6 || magnitude < 1e-4) {
    const [mantissa, exponent] = x.toExponential(4).split('e');
    text = trimZeros(mantissa) + 'e' + exponent.replace('+', '').replace('-', MINUS);
  } else {
    text = trimZeros(x.toPrecision(6));
  }
  return text.replace(/^-/, MINUS);
}

function trimZeros(text) {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

// A list for reading: at most `limit` numbers, then how many there are in all.
export function formatList(numbers, limit, moreWord) {
  const shown = numbers.slice(0, limit).map(formatNumber).join(', ');
  return numbers.length > limit ? shown + ' ' + moreWord(numbers.length) : shown;
}

// The vector as a student would type it back (ASCII, commas), for the try-it field.
export function vectorText(numbers) {
  return numbers.map((x) => {
    if (Number.isNaN(x))
      return 'nan';
    if (!Number.isFinite(x))
      return x > 0 ? 'inf' : '-inf';
    return String(Number(x.toPrecision(8)));
  }).join(', ');
}
