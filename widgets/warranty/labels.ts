/**
 * The public calls and the marketplaces, as shared/api/warranty/public.ts and common.ts declare them
 * (importing those would bring zod into this small page; tests/unit/warranty-page.test.ts compares them).
 */
export const PATHS = {
  page: '/api/warranty-extension/public/registrationPage',
  captcha: '/api/warranty-extension/public/captcha',
  register: '/api/warranty-extension/public/register',
};
export const MARKETPLACES: Record<string, string> = { amazon: 'Amazon', walmart: 'Walmart', ebay: 'eBay', website: '官网', other: '其他' };

/** The form's own words per language; the project's texts come from its template. English by default. */
const EN = {
  name: 'Full name',
  email: 'E-mail',
  orderNo: 'Order number',
  marketplace: 'Where did you buy it?',
  website: 'Official website',
  other: 'Other',
  consent: 'I have read and accept the warranty terms',
  captcha: 'Enter the characters shown',
  submit: 'Register warranty',
  done: 'Thank you! Your registration number is',
  registered: 'This code has already been registered for the warranty extension.',
  months: 'months extra warranty',
};
export type Labels = typeof EN;
const DE: Labels = {
  name: 'Vollständiger Name',
  email: 'E-Mail',
  orderNo: 'Bestellnummer',
  marketplace: 'Wo haben Sie gekauft?',
  website: 'Offizielle Website',
  other: 'Sonstiges',
  consent: 'Ich habe die Garantiebedingungen gelesen und akzeptiere sie',
  captcha: 'Zeichen eingeben',
  submit: 'Garantie registrieren',
  done: 'Vielen Dank! Ihre Registrierungsnummer lautet',
  registered: 'Dieser Code wurde bereits für die Garantieverlängerung registriert.',
  months: 'Monate zusätzliche Garantie',
};
const FR: Labels = {
  name: 'Nom complet',
  email: 'E-mail',
  orderNo: 'Numéro de commande',
  marketplace: 'Où l’avez-vous acheté ?',
  website: 'Site officiel',
  other: 'Autre',
  consent: 'J’ai lu et j’accepte les conditions de garantie',
  captcha: 'Saisissez les caractères affichés',
  submit: 'Enregistrer la garantie',
  done: 'Merci ! Votre numéro d’enregistrement est',
  registered: 'Ce code a déjà été enregistré pour l’extension de garantie.',
  months: 'mois de garantie supplémentaire',
};
const ES: Labels = {
  name: 'Nombre completo',
  email: 'Correo electrónico',
  orderNo: 'Número de pedido',
  marketplace: '¿Dónde lo compró?',
  website: 'Sitio web oficial',
  other: 'Otro',
  consent: 'He leído y acepto las condiciones de la garantía',
  captcha: 'Introduzca los caracteres mostrados',
  submit: 'Registrar garantía',
  done: '¡Gracias! Su número de registro es',
  registered: 'Este código ya se ha registrado para la ampliación de garantía.',
  months: 'meses de garantía adicional',
};
const IT: Labels = {
  name: 'Nome e cognome',
  email: 'E-mail',
  orderNo: 'Numero d’ordine',
  marketplace: 'Dove l’hai acquistato?',
  website: 'Sito ufficiale',
  other: 'Altro',
  consent: 'Ho letto e accetto le condizioni di garanzia',
  captcha: 'Inserisci i caratteri mostrati',
  submit: 'Registra la garanzia',
  done: 'Grazie! Il tuo numero di registrazione è',
  registered: 'Questo codice è già stato registrato per l’estensione di garanzia.',
  months: 'mesi di garanzia aggiuntiva',
};
const JA: Labels = {
  name: 'お名前',
  email: 'メールアドレス',
  orderNo: '注文番号',
  marketplace: '購入先',
  website: '公式サイト',
  other: 'その他',
  consent: '保証規約を読み、同意します',
  captcha: '表示されている文字を入力',
  submit: '延長保証を登録',
  done: 'ありがとうございます。登録番号：',
  registered: 'このコードは既に延長保証に登録されています。',
  months: 'か月の延長保証',
};
const ZH: Labels = {
  name: '姓名',
  email: '邮箱',
  orderNo: '订单号',
  marketplace: '购买平台',
  website: '官网',
  other: '其他',
  consent: '我已阅读并同意延保条款',
  captcha: '请输入验证码',
  submit: '登记延保',
  done: '登记成功，登记号',
  registered: '该二维码已登记过延保，无需重复登记',
  months: '个月延保',
};
const LABELS: Record<string, Labels> = { en: EN, de: DE, fr: FR, es: ES, it: IT, ja: JA, zh: ZH };
/** The languages the page speaks itself (the project's texts may be in any). */
export const PAGE_LANGUAGES = Object.keys(LABELS);
export const labelsFor = (language: string): Labels => LABELS[language.split('-')[0]!.toLowerCase()] ?? EN;

/** A marketplace as the buyer reads it: brand names as they are, the other two in their language. */
export const marketplaceName = (value: string, t: Labels): string => (value === 'website' ? t.website : value === 'other' ? t.other : MARKETPLACES[value]!);

/** The project's language closest to the browser's, else its first. */
export function pickLanguage(languages: string[], browser: readonly string[]): string {
  for (const want of browser) {
    const exact = languages.find((l) => l.toLowerCase() === want.toLowerCase());
    if (exact) return exact;
    const sameBase = languages.find((l) => l.split('-')[0] === want.split('-')[0]);
    if (sameBase) return sameBase;
  }
  return languages[0]!;
}
