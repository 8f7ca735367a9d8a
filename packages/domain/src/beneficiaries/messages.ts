/**
 * What a person sees when a contact's details are wrong. The first group is spec §5 word for word (contact steps,
 * bank form, US SWIFT rule); the rest are ours, for the checks the spec names without words (IBAN, sort code,
 * IFSC, CNPJ…), written the same way.
 */
export const BENEFICIARY_MESSAGES = {
  selectCountry: 'Please select Country',
  oneLine: 'Must be on one line',
  selectCurrency: 'Please select Default Currency',
  nameEmpty: 'Name cannot be empty',
  emailEmpty: 'Email address cannot be empty',
  addressEmpty: 'Address field cannot be empty',
  postcodeEmpty: 'Postal Code cannot be empty',
  cityEmpty: 'City cannot be empty',
  stateEmpty: 'State cannot be empty',
  bankNameRequired: 'Bank Name is required',
  accountNumberRequired: 'Account Number is required',
  countryCodeEmpty: 'Country code cannot be empty',
  required: 'This is a required field',
  invalidSwift: 'Invalid SWIFT code',
  invalidBsb: 'Invalid BSB code',
  invalidAch: 'Invalid ACH code',
  usSwiftFormat: 'SWIFT should not contain special characters. Length of SWIFT should be 8 or 11 characters.',
  cannotFindBankName: 'Cannot Find Bank Name',
  unexpected: 'Unexpected error occured',
  // Ours, in the same voice.
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a valid phone number',
  invalidCountryCode: 'Enter a country calling code such as +65',
  invalidIban: 'Invalid IBAN',
  invalidSortCode: 'Invalid sort code',
  invalidIfsc: 'Invalid IFSC code',
  invalidTransit: 'Invalid transit number',
  invalidInstitution: 'Invalid institution number',
  invalidBankCode: 'Invalid bank code',
  invalidBranchCode: 'Invalid branch code',
  invalidCnaps: 'Invalid CNAPS code',
  invalidCnpj: 'Invalid CNPJ',
  invalidCpf: 'Invalid CPF',
  cnpjLength: 'CNPJ should be 14 to 20 characters long.',
  invalidPostcode: 'Enter a valid postal code',
  pkrCompanyOnly: 'Account type should be Company for PKR payouts.',
  cnyRoutingOne: 'Enter a CNAPS code or a SWIFT code.',
  cnyRoutingNotBoth: 'Enter either a CNAPS code or a SWIFT code, not both.',
  notAnOption: 'Please choose one of the options',
} as const;

export const tooLong = (max: number) => `Must be at most ${max} characters`;
export const tooShort = (min: number) => `Must be at least ${min} characters`;
/** "Routing Code should be SWIFT for payouts to this country." (spec §5), for every routing code type. */
export const routingTypeMessage = (type: string) => `Routing Code should be ${type} for payouts to this country.`;
export const ibanCountryMessage = (country: string) => `This IBAN is for an account outside ${country}.`;
export const swiftCountryMessage = (country: string) => `This SWIFT code is for a bank outside ${country}.`;
export const digitsMessage = (label: string, min: number, max: number) =>
  min === max ? `${label} should be ${min} digits.` : `${label} should be ${min} to ${max} digits.`;
