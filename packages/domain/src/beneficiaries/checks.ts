import { electronicFormatIBAN, extractIBAN, isValidBIC } from 'ibantools';
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';

/**
 * Format checks of bank identifiers. IBAN, BIC and phone numbers come from well-kept libraries (ibantools keeps every
 * country's IBAN length and BBAN structure; libphonenumber-js is Google's numbering plan data); the rest are hand
 * rules because no maintained library covers them: each is a published format with its own check digits where one
 * exists (ABA routing, CNPJ, CPF).
 */

/**
 * A country's two-letter code ("SG", "de"): one of the world's countries and territories, as Google's numbering plan
 * data lists them (every ISO 3166-1 country is there), not any two letters ("ZZ").
 */
export function isCountryCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

/** "de89 3704 0044 0532 0130 00" → "DE89370400440532013000". */
export function compactUpper(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** "12-34-56", "062 000" → digits only; anything else is left for the check to refuse. */
export function compactDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A valid IBAN (length and BBAN structure for its country, mod-97 check digits), and its country. */
export function ibanCountry(value: string): string | null {
  const iban = electronicFormatIBAN(value) ?? '';
  const parts = extractIBAN(iban);
  return parts.valid ? (parts.countryCode ?? null) : null;
}

/** The bank identifier inside an IBAN (BLZ, sort code's bank letters, ABI…), where the country defines one. */
export function ibanBankIdentifier(value: string): string | null {
  const parts = extractIBAN(electronicFormatIBAN(value) ?? '');
  return parts.valid ? (parts.bankIdentifier ?? null) : null;
}

/** A SWIFT/BIC code: 8 or 11 characters, bank, a real ISO country, location (and branch). */
export function isSwift(value: string): boolean {
  return isValidBIC(value);
}

/** The country of a BIC (its 5th and 6th letters). */
export function swiftCountry(value: string): string {
  return value.slice(4, 6);
}

/** Spec §5's US rule: letters and digits only, 8 or 11 of them. */
export function isSwiftShape(value: string): boolean {
  return /^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/.test(value);
}

/**
 * An ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10, and whose first two
 * digits name a Federal Reserve district range the ACH network uses (00–12, 21–32, 61–72, 80).
 */
export function isAbaRouting(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const prefix = Number(value.slice(0, 2));
  const validPrefix =
    (prefix >= 0 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!validPrefix) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
  return sum % 10 === 0;
}

/** Indian Financial System Code: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export function isIfsc(value: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);
}

function cnpjCheckDigit(digits: readonly number[]): number {
  // Weights run 2..9 from the right, then start again at 2.
  const sum = digits
    .slice()
    .reverse()
    .reduce((acc, d, i) => acc + d * ((i % 8) + 2), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A Brazilian company number (CNPJ): 14 digits, the last two check digits; formatting characters allowed. */
export function isCnpj(value: string): boolean {
  const digits = value.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const n = [...digits].map(Number);
  const first = cnpjCheckDigit(n.slice(0, 12));
  const second = cnpjCheckDigit([...n.slice(0, 12), first]);
  return n[12] === first && n[13] === second;
}

/** A Brazilian personal tax number (CPF): 11 digits, the last two check digits; formatting characters allowed. */
export function isCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const n = [...digits].map(Number);
  const check = (length: number) => {
    const sum = n.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return n[9] === check(9) && n[10] === check(10);
}

/** A phone number valid in the numbering plan of its calling code ("+65", "91234567"). */
export function isPhoneNumber(callingCode: string, number: string): boolean {
  const digits = number.replace(/[\s\-().]/g, '');
  if (!/^\+\d{1,4}$/.test(callingCode) || !/^\d{4,15}$/.test(digits)) return false;
  return isValidPhoneNumber(`${callingCode}${digits}`);
}

/** A simple, strict email shape: something@domain.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}
