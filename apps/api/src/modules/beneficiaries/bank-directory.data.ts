import type { LookupType } from '@corridor/domain/beneficiaries/routing-codes';

/**
 * A modest bank directory for the countries we pay, shipped as data (a real deployment would load a licensed
 * directory such as SWIFTRef behind the same lookup). Names, BICs and codes are the banks' public identifiers, as
 * published by the banks and the registries that assign them: SWIFT BIC directory entries, the Bundesbank's
 * Bankleitzahlen, the Banque de France, Banca d'Italia ABI and Banco de España codes, UK sort-code ranges, the
 * Federal Reserve's E-Payments Routing Directory (ABA), AusPayNet's BSB register, the RBI's IFSC list, Payments
 * Canada's institution numbers, the Association of Banks in Singapore, HKICL, Bank Indonesia and Zengin (Japan)
 * bank codes, CNAPS participant codes and the Banco Central do Brasil's COMPE codes. Hand-kept and partial.
 *
 * `codes` are prefixes: a code matches a value that starts with it (a whole ABA number, the first two digits of a
 * BSB or a sort code, the four letters of an IFSC), and the longest match wins.
 */
export type BankEntry = {
  country: string;
  name: string;
  /** The bank's BIC, 8 characters (its branches' BIC11 share them). */
  swift: string | null;
  codes: Partial<Record<Exclude<LookupType, 'SWIFT'>, readonly string[]>>;
};

const range = (from: number, to: number, width: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

export const BANKS: readonly BankEntry[] = [
  // Euro area: the bank identifier inside the IBAN.
  { country: 'DE', name: 'Deutsche Bank', swift: 'DEUTDEFF', codes: { IBAN: ['50070010', '10070000', '37070060'] } },
  { country: 'DE', name: 'Commerzbank', swift: 'COBADEFF', codes: { IBAN: ['37040044', '50040000', '10040000'] } },
  { country: 'DE', name: 'Postbank', swift: 'PBNKDEFF', codes: { IBAN: ['10010010', '50010060'] } },
  { country: 'DE', name: 'ING-DiBa', swift: 'INGDDEFF', codes: { IBAN: ['50010517'] } },
  { country: 'FR', name: 'BNP Paribas', swift: 'BNPAFRPP', codes: { IBAN: ['30004'] } },
  { country: 'FR', name: 'Société Générale', swift: 'SOGEFRPP', codes: { IBAN: ['30003'] } },
  { country: 'FR', name: 'LCL - Crédit Lyonnais', swift: 'CRLYFRPP', codes: { IBAN: ['30002'] } },
  { country: 'FR', name: 'La Banque Postale', swift: 'PSSTFRPP', codes: { IBAN: ['20041'] } },
  { country: 'NL', name: 'ABN AMRO Bank', swift: 'ABNANL2A', codes: { IBAN: ['ABNA'] } },
  { country: 'NL', name: 'ING Bank', swift: 'INGBNL2A', codes: { IBAN: ['INGB'] } },
  { country: 'NL', name: 'Rabobank', swift: 'RABONL2U', codes: { IBAN: ['RABO'] } },
  { country: 'ES', name: 'Banco Santander', swift: 'BSCHESMM', codes: { IBAN: ['0049'] } },
  { country: 'ES', name: 'BBVA', swift: 'BBVAESMM', codes: { IBAN: ['0182'] } },
  { country: 'ES', name: 'CaixaBank', swift: 'CAIXESBB', codes: { IBAN: ['2100'] } },
  { country: 'IT', name: 'Intesa Sanpaolo', swift: 'BCITITMM', codes: { IBAN: ['03069'] } },
  { country: 'IT', name: 'UniCredit', swift: 'UNCRITMM', codes: { IBAN: ['02008'] } },
  { country: 'IT', name: 'Banco BPM', swift: 'BAPPIT21', codes: { IBAN: ['05034'] } },
  {
    country: 'BE',
    name: 'BNP Paribas Fortis',
    swift: 'GEBABEBB',
    codes: { IBAN: [...range(1, 49, 3), ...range(200, 299, 3)] },
  },
  { country: 'BE', name: 'ING Belgium', swift: 'BBRUBEBB', codes: { IBAN: range(310, 399, 3) } },
  { country: 'BE', name: 'KBC Bank', swift: 'KREDBEBB', codes: { IBAN: range(730, 749, 3) } },
  { country: 'AT', name: 'Erste Bank', swift: 'GIBAATWW', codes: { IBAN: ['20111'] } },
  { country: 'AT', name: 'UniCredit Bank Austria', swift: 'BKAUATWW', codes: { IBAN: ['12000'] } },
  { country: 'AT', name: 'Raiffeisen Bank International', swift: 'RZBAATWW', codes: { IBAN: ['31000'] } },
  { country: 'IE', name: 'AIB', swift: 'AIBKIE2D', codes: { IBAN: ['AIBK'] } },
  { country: 'IE', name: 'Bank of Ireland', swift: 'BOFIIE2D', codes: { IBAN: ['BOFI'] } },
  { country: 'PT', name: 'Millennium BCP', swift: 'BCOMPTPL', codes: { IBAN: ['0033'] } },
  { country: 'PT', name: 'Caixa Geral de Depósitos', swift: 'CGDIPTPL', codes: { IBAN: ['0035'] } },
  { country: 'PT', name: 'Novo Banco', swift: 'BESCPTPL', codes: { IBAN: ['0007'] } },
  { country: 'FI', name: 'Nordea Bank', swift: 'NDEAFIHH', codes: { IBAN: ['1', '2'] } },
  { country: 'FI', name: 'OP Cooperative Bank', swift: 'OKOYFIHH', codes: { IBAN: ['5'] } },
  { country: 'FI', name: 'Danske Bank', swift: 'DABAFIHH', codes: { IBAN: ['8'] } },
  { country: 'LT', name: 'Swedbank', swift: 'HABALT22', codes: { IBAN: ['73000'] } },
  { country: 'LT', name: 'SEB bankas', swift: 'CBVILT2X', codes: { IBAN: ['70440'] } },
  { country: 'LT', name: 'Luminor Bank', swift: 'AGBLLT2X', codes: { IBAN: ['40100'] } },
  { country: 'LT', name: 'Lietuvos bankas', swift: 'LIABLT2X', codes: { IBAN: ['10000'] } },
  { country: 'LU', name: 'Spuerkeess (BCEE)', swift: 'BCEELULL', codes: { IBAN: ['001'] } },
  { country: 'LU', name: 'Banque Internationale à Luxembourg', swift: 'BILLLULL', codes: { IBAN: ['002'] } },
  { country: 'LU', name: 'BGL BNP Paribas', swift: 'BGLLLULL', codes: { IBAN: ['003'] } },
  // United Kingdom: sort-code ranges and the IBAN's bank letters.
  { country: 'GB', name: 'Barclays Bank', swift: 'BARCGB22', codes: { SORT_CODE: ['20'], IBAN: ['BARC'] } },
  { country: 'GB', name: 'Lloyds Bank', swift: 'LOYDGB2L', codes: { SORT_CODE: ['30', '77'], IBAN: ['LOYD'] } },
  { country: 'GB', name: 'HSBC UK Bank', swift: 'HBUKGB4B', codes: { SORT_CODE: ['40'], IBAN: ['HBUK', 'MIDL'] } },
  { country: 'GB', name: 'NatWest', swift: 'NWBKGB2L', codes: { SORT_CODE: ['60', '56'], IBAN: ['NWBK'] } },
  {
    country: 'GB',
    name: 'Royal Bank of Scotland',
    swift: 'RBOSGB2L',
    codes: { SORT_CODE: ['83', '16'], IBAN: ['RBOS'] },
  },
  { country: 'GB', name: 'Santander UK', swift: 'ABBYGB2L', codes: { SORT_CODE: ['09'], IBAN: ['ABBY'] } },
  { country: 'GB', name: 'Monzo Bank', swift: 'MONZGB2L', codes: { SORT_CODE: ['040004'], IBAN: ['MONZ'] } },
  { country: 'GB', name: 'Starling Bank', swift: 'SRLGGB2L', codes: { SORT_CODE: ['608371'], IBAN: ['SRLG'] } },
  // United States: ABA routing numbers.
  { country: 'US', name: 'JPMorgan Chase Bank', swift: 'CHASUS33', codes: { ACH: ['021000021', '322271627'] } },
  { country: 'US', name: 'Bank of America', swift: 'BOFAUS3N', codes: { ACH: ['026009593'] } },
  { country: 'US', name: 'Wells Fargo Bank', swift: 'WFBIUS6S', codes: { ACH: ['121000248'] } },
  { country: 'US', name: 'Citibank', swift: 'CITIUS33', codes: { ACH: ['021000089'] } },
  { country: 'US', name: 'U.S. Bank', swift: 'USBKUS44', codes: { ACH: ['091000022'] } },
  { country: 'US', name: 'Capital One', swift: 'HIBKUS44', codes: { ACH: ['031176110'] } },
  // Australia: BSB prefixes.
  { country: 'AU', name: 'Commonwealth Bank of Australia', swift: 'CTBAAU2S', codes: { BSB: ['06'] } },
  { country: 'AU', name: 'Westpac Banking Corporation', swift: 'WPACAU2S', codes: { BSB: ['03', '73'] } },
  { country: 'AU', name: 'National Australia Bank', swift: 'NATAAU33', codes: { BSB: ['08'] } },
  { country: 'AU', name: 'ANZ', swift: 'ANZBAU3M', codes: { BSB: ['01'] } },
  { country: 'AU', name: 'Macquarie Bank', swift: 'MACQAU2S', codes: { BSB: ['182'] } },
  { country: 'AU', name: 'St.George Bank', swift: 'SGBLAU2S', codes: { BSB: ['11'] } },
  // India: the IFSC's four bank letters.
  { country: 'IN', name: 'HDFC Bank', swift: 'HDFCINBB', codes: { IFSC: ['HDFC'] } },
  { country: 'IN', name: 'ICICI Bank', swift: 'ICICINBB', codes: { IFSC: ['ICIC'] } },
  { country: 'IN', name: 'State Bank of India', swift: 'SBININBB', codes: { IFSC: ['SBIN'] } },
  { country: 'IN', name: 'Axis Bank', swift: 'AXISINBB', codes: { IFSC: ['UTIB'] } },
  { country: 'IN', name: 'Kotak Mahindra Bank', swift: 'KKBKINBB', codes: { IFSC: ['KKBK'] } },
  { country: 'IN', name: 'Punjab National Bank', swift: 'PUNBINBB', codes: { IFSC: ['PUNB'] } },
  // Canada: institution numbers.
  { country: 'CA', name: 'Bank of Montreal', swift: 'BOFMCAM2', codes: { INSTITUTION_NUMBER: ['001'] } },
  { country: 'CA', name: 'Scotiabank', swift: 'NOSCCATT', codes: { INSTITUTION_NUMBER: ['002'] } },
  { country: 'CA', name: 'Royal Bank of Canada', swift: 'ROYCCAT2', codes: { INSTITUTION_NUMBER: ['003'] } },
  { country: 'CA', name: 'TD Canada Trust', swift: 'TDOMCATT', codes: { INSTITUTION_NUMBER: ['004'] } },
  { country: 'CA', name: 'National Bank of Canada', swift: 'BNDCCAMM', codes: { INSTITUTION_NUMBER: ['006'] } },
  { country: 'CA', name: 'CIBC', swift: 'CIBCCATT', codes: { INSTITUTION_NUMBER: ['010'] } },
  { country: 'CA', name: 'Desjardins', swift: 'CCDQCAMM', codes: { INSTITUTION_NUMBER: ['815'] } },
  // Singapore, Hong Kong, Indonesia, Japan, Brazil: domestic bank codes.
  { country: 'SG', name: 'DBS Bank', swift: 'DBSSSGSG', codes: { BANK_CODE: ['7171'] } },
  { country: 'SG', name: 'OCBC Bank', swift: 'OCBCSGSG', codes: { BANK_CODE: ['7339'] } },
  { country: 'SG', name: 'United Overseas Bank', swift: 'UOVBSGSG', codes: { BANK_CODE: ['7375'] } },
  { country: 'SG', name: 'Standard Chartered Bank (Singapore)', swift: 'SCBLSGSG', codes: { BANK_CODE: ['9496'] } },
  { country: 'SG', name: 'Maybank Singapore', swift: 'MBBESGS2', codes: { BANK_CODE: ['7302'] } },
  { country: 'SG', name: 'HSBC Bank (Singapore)', swift: 'HSBCSGS2', codes: { BANK_CODE: ['7232'] } },
  { country: 'HK', name: 'Standard Chartered Bank (Hong Kong)', swift: 'SCBLHKHH', codes: { BANK_CODE: ['003'] } },
  { country: 'HK', name: 'HSBC', swift: 'HSBCHKHH', codes: { BANK_CODE: ['004'] } },
  { country: 'HK', name: 'Citibank N.A. Hong Kong', swift: 'CITIHKHX', codes: { BANK_CODE: ['006'] } },
  { country: 'HK', name: 'Bank of China (Hong Kong)', swift: 'BKCHHKHH', codes: { BANK_CODE: ['012'] } },
  { country: 'HK', name: 'Bank of East Asia', swift: 'BEASHKHH', codes: { BANK_CODE: ['015'] } },
  { country: 'HK', name: 'DBS Bank (Hong Kong)', swift: 'DHBKHKHH', codes: { BANK_CODE: ['016'] } },
  { country: 'HK', name: 'Hang Seng Bank', swift: 'HASEHKHH', codes: { BANK_CODE: ['024'] } },
  { country: 'ID', name: 'Bank Central Asia (BCA)', swift: 'CENAIDJA', codes: { BANK_CODE: ['014'] } },
  { country: 'ID', name: 'Bank Mandiri', swift: 'BMRIIDJA', codes: { BANK_CODE: ['008'] } },
  { country: 'ID', name: 'Bank Negara Indonesia (BNI)', swift: 'BNINIDJA', codes: { BANK_CODE: ['009'] } },
  { country: 'ID', name: 'Bank Rakyat Indonesia (BRI)', swift: 'BRINIDJA', codes: { BANK_CODE: ['002'] } },
  { country: 'ID', name: 'CIMB Niaga', swift: 'BNIAIDJA', codes: { BANK_CODE: ['022'] } },
  { country: 'ID', name: 'Bank Permata', swift: 'BBBAIDJA', codes: { BANK_CODE: ['013'] } },
  { country: 'JP', name: 'Mizuho Bank', swift: 'MHCBJPJT', codes: { BANK_CODE: ['0001'] } },
  { country: 'JP', name: 'MUFG Bank', swift: 'BOTKJPJT', codes: { BANK_CODE: ['0005'] } },
  { country: 'JP', name: 'Sumitomo Mitsui Banking Corporation', swift: 'SMBCJPJT', codes: { BANK_CODE: ['0009'] } },
  { country: 'JP', name: 'Resona Bank', swift: 'DIWAJPJT', codes: { BANK_CODE: ['0010'] } },
  { country: 'JP', name: 'Rakuten Bank', swift: 'RAKTJPJT', codes: { BANK_CODE: ['0036'] } },
  { country: 'JP', name: 'Japan Post Bank', swift: 'JPPSJPJ1', codes: { BANK_CODE: ['9900'] } },
  { country: 'BR', name: 'Banco do Brasil', swift: 'BRASBRRJ', codes: { BANK_CODE: ['001'] } },
  { country: 'BR', name: 'Banco Santander (Brasil)', swift: 'BSCHBRSP', codes: { BANK_CODE: ['033'] } },
  { country: 'BR', name: 'Banco Inter', swift: null, codes: { BANK_CODE: ['077'] } },
  { country: 'BR', name: 'Caixa Econômica Federal', swift: 'CEFXBRSP', codes: { BANK_CODE: ['104'] } },
  { country: 'BR', name: 'Bradesco', swift: 'BBDEBRSP', codes: { BANK_CODE: ['237'] } },
  { country: 'BR', name: 'Nu Pagamentos (Nubank)', swift: null, codes: { BANK_CODE: ['260'] } },
  { country: 'BR', name: 'Itaú Unibanco', swift: 'ITAUBRSP', codes: { BANK_CODE: ['341'] } },
  // China: the CNAPS code's three bank digits.
  { country: 'CN', name: 'Industrial and Commercial Bank of China', swift: 'ICBKCNBJ', codes: { CNAPS: ['102'] } },
  { country: 'CN', name: 'Agricultural Bank of China', swift: 'ABOCCNBJ', codes: { CNAPS: ['103'] } },
  { country: 'CN', name: 'Bank of China', swift: 'BKCHCNBJ', codes: { CNAPS: ['104'] } },
  { country: 'CN', name: 'China Construction Bank', swift: 'PCBCCNBJ', codes: { CNAPS: ['105'] } },
  { country: 'CN', name: 'Bank of Communications', swift: 'COMMCNSH', codes: { CNAPS: ['301'] } },
  { country: 'CN', name: 'China Merchants Bank', swift: 'CMBCCNBS', codes: { CNAPS: ['308'] } },
  // Pakistan: the IBAN's bank letters.
  { country: 'PK', name: 'Habib Bank', swift: 'HABBPKKA', codes: { IBAN: ['HABB'] } },
  { country: 'PK', name: 'MCB Bank', swift: 'MUCBPKKA', codes: { IBAN: ['MUCB'] } },
  { country: 'PK', name: 'United Bank', swift: 'UNILPKKA', codes: { IBAN: ['UNIL'] } },
  { country: 'PK', name: 'Allied Bank', swift: 'ABPAPKKA', codes: { IBAN: ['ABPA'] } },
  { country: 'PK', name: 'Meezan Bank', swift: 'MEZNPKKA', codes: { IBAN: ['MEZN'] } },
  { country: 'PK', name: 'Bank Alfalah', swift: 'ALFHPKKA', codes: { IBAN: ['ALFH'] } },
  { country: 'PK', name: 'Standard Chartered Bank (Pakistan)', swift: 'SCBLPKKX', codes: { IBAN: ['SCBL'] } },
  // Malaysia, the Philippines, Vietnam: banks are named by their BIC.
  { country: 'MY', name: 'Maybank', swift: 'MBBEMYKL', codes: {} },
  { country: 'MY', name: 'CIMB Bank', swift: 'CIBBMYKL', codes: {} },
  { country: 'MY', name: 'Public Bank', swift: 'PBBEMYKL', codes: {} },
  { country: 'MY', name: 'RHB Bank', swift: 'RHBBMYKL', codes: {} },
  { country: 'MY', name: 'Hong Leong Bank', swift: 'HLBBMYKL', codes: {} },
  { country: 'MY', name: 'AmBank', swift: 'ARBKMYKL', codes: {} },
  { country: 'PH', name: 'BDO Unibank', swift: 'BNORPHMM', codes: {} },
  { country: 'PH', name: 'Bank of the Philippine Islands', swift: 'BOPIPHMM', codes: {} },
  { country: 'PH', name: 'Metrobank', swift: 'MBTCPHMM', codes: {} },
  { country: 'PH', name: 'Land Bank of the Philippines', swift: 'TLBPPHMM', codes: {} },
  { country: 'PH', name: 'Security Bank', swift: 'SETCPHMM', codes: {} },
  { country: 'PH', name: 'UnionBank of the Philippines', swift: 'UBPHPHMM', codes: {} },
  { country: 'VN', name: 'Vietcombank', swift: 'BFTVVNVX', codes: {} },
  { country: 'VN', name: 'Techcombank', swift: 'VTCBVNVX', codes: {} },
  { country: 'VN', name: 'BIDV', swift: 'BIDVVNVX', codes: {} },
  { country: 'VN', name: 'VietinBank', swift: 'ICBVVNVX', codes: {} },
  { country: 'VN', name: 'Asia Commercial Bank (ACB)', swift: 'ASCBVNVX', codes: {} },
  { country: 'VN', name: 'MB Bank', swift: 'MSCBVNVX', codes: {} },
];
