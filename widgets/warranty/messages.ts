import { PUBLIC_MESSAGES, type PublicMessageKey } from '@shared/api/warranty/publicMessages';

/** A refusal in the buyer's words: every key of the server's catalogue, and `generic` for anything else. */
export type ErrorTexts = Record<PublicMessageKey | 'generic', string>;

const EN: ErrorTexts = {
  registered: 'This code has already been registered for the warranty extension. No need to register again.',
  invalidCode: 'This QR code is not valid. Please check it and scan again.',
  closed: 'Registration for this product is closed.',
  tooMany: 'Too many attempts. Please try again later.',
  captchaMissing: 'Please enter the characters shown.',
  captchaWrong: 'The characters do not match or have expired. Please try again.',
  nameMissing: 'Please enter your name.',
  nameTooLong: 'Your name can be at most 100 characters.',
  emailMissing: 'Please enter your e-mail address.',
  emailTooLong: 'Your e-mail address can be at most 200 characters.',
  emailInvalid: 'Please enter a valid e-mail address.',
  orderNoMissing: 'Please enter your order number.',
  orderNoInvalid: 'The order number has 3–50 letters, digits or dashes.',
  marketplaceMissing: 'Please choose where you bought the product.',
  consentMissing: 'Please read and accept the warranty terms.',
  generic: 'Something went wrong. Please try again.',
};

const DE: ErrorTexts = {
  registered: 'Dieser Code wurde bereits für die Garantieverlängerung registriert. Eine erneute Registrierung ist nicht nötig.',
  invalidCode: 'Dieser QR-Code ist ungültig. Bitte prüfen Sie ihn und scannen Sie erneut.',
  closed: 'Die Registrierung für dieses Produkt ist geschlossen.',
  tooMany: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
  captchaMissing: 'Bitte geben Sie die angezeigten Zeichen ein.',
  captchaWrong: 'Die Zeichen stimmen nicht oder sind abgelaufen. Bitte erneut versuchen.',
  nameMissing: 'Bitte geben Sie Ihren Namen ein.',
  nameTooLong: 'Ihr Name darf höchstens 100 Zeichen lang sein.',
  emailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailTooLong: 'Ihre E-Mail-Adresse darf höchstens 200 Zeichen lang sein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  orderNoMissing: 'Bitte geben Sie Ihre Bestellnummer ein.',
  orderNoInvalid: 'Die Bestellnummer besteht aus 3–50 Buchstaben, Ziffern oder Bindestrichen.',
  marketplaceMissing: 'Bitte wählen Sie, wo Sie das Produkt gekauft haben.',
  consentMissing: 'Bitte lesen und akzeptieren Sie die Garantiebedingungen.',
  generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
};

const FR: ErrorTexts = {
  registered: 'Ce code a déjà été enregistré pour l’extension de garantie. Inutile de l’enregistrer à nouveau.',
  invalidCode: 'Ce QR code n’est pas valide. Vérifiez-le et scannez-le à nouveau.',
  closed: 'L’enregistrement pour ce produit est fermé.',
  tooMany: 'Trop de tentatives. Veuillez réessayer plus tard.',
  captchaMissing: 'Veuillez saisir les caractères affichés.',
  captchaWrong: 'Les caractères ne correspondent pas ou ont expiré. Veuillez réessayer.',
  nameMissing: 'Veuillez saisir votre nom.',
  nameTooLong: 'Votre nom ne peut pas dépasser 100 caractères.',
  emailMissing: 'Veuillez saisir votre adresse e-mail.',
  emailTooLong: 'Votre adresse e-mail ne peut pas dépasser 200 caractères.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  orderNoMissing: 'Veuillez saisir votre numéro de commande.',
  orderNoInvalid: 'Le numéro de commande comporte 3 à 50 lettres, chiffres ou tirets.',
  marketplaceMissing: 'Veuillez indiquer où vous avez acheté le produit.',
  consentMissing: 'Veuillez lire et accepter les conditions de garantie.',
  generic: 'Une erreur est survenue. Veuillez réessayer.',
};

const ES: ErrorTexts = {
  registered: 'Este código ya se ha registrado para la ampliación de garantía. No es necesario registrarlo de nuevo.',
  invalidCode: 'Este código QR no es válido. Compruébelo y vuelva a escanearlo.',
  closed: 'El registro para este producto está cerrado.',
  tooMany: 'Demasiados intentos. Vuelva a intentarlo más tarde.',
  captchaMissing: 'Introduzca los caracteres que se muestran.',
  captchaWrong: 'Los caracteres no coinciden o han caducado. Inténtelo de nuevo.',
  nameMissing: 'Introduzca su nombre.',
  nameTooLong: 'Su nombre puede tener como máximo 100 caracteres.',
  emailMissing: 'Introduzca su correo electrónico.',
  emailTooLong: 'Su correo electrónico puede tener como máximo 200 caracteres.',
  emailInvalid: 'Introduzca un correo electrónico válido.',
  orderNoMissing: 'Introduzca su número de pedido.',
  orderNoInvalid: 'El número de pedido tiene de 3 a 50 letras, cifras o guiones.',
  marketplaceMissing: 'Indique dónde compró el producto.',
  consentMissing: 'Lea y acepte las condiciones de la garantía.',
  generic: 'Algo ha salido mal. Inténtelo de nuevo.',
};

const IT: ErrorTexts = {
  registered: 'Questo codice è già stato registrato per l’estensione di garanzia. Non è necessario registrarlo di nuovo.',
  invalidCode: 'Questo codice QR non è valido. Controllalo e scansionalo di nuovo.',
  closed: 'La registrazione per questo prodotto è chiusa.',
  tooMany: 'Troppi tentativi. Riprova più tardi.',
  captchaMissing: 'Inserisci i caratteri mostrati.',
  captchaWrong: 'I caratteri non corrispondono o sono scaduti. Riprova.',
  nameMissing: 'Inserisci il tuo nome.',
  nameTooLong: 'Il nome può avere al massimo 100 caratteri.',
  emailMissing: 'Inserisci il tuo indirizzo e-mail.',
  emailTooLong: 'L’indirizzo e-mail può avere al massimo 200 caratteri.',
  emailInvalid: 'Inserisci un indirizzo e-mail valido.',
  orderNoMissing: 'Inserisci il numero d’ordine.',
  orderNoInvalid: 'Il numero d’ordine ha da 3 a 50 lettere, cifre o trattini.',
  marketplaceMissing: 'Indica dove hai acquistato il prodotto.',
  consentMissing: 'Leggi e accetta le condizioni di garanzia.',
  generic: 'Si è verificato un errore. Riprova.',
};

const JA: ErrorTexts = {
  registered: 'このコードは既に延長保証に登録されています。再度登録する必要はありません。',
  invalidCode: 'このQRコードは無効です。確認してもう一度スキャンしてください。',
  closed: 'この製品の登録受付は終了しました。',
  tooMany: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
  captchaMissing: '表示されている文字を入力してください。',
  captchaWrong: '文字が一致しないか、有効期限が切れています。もう一度入力してください。',
  nameMissing: 'お名前を入力してください。',
  nameTooLong: 'お名前は100文字以内で入力してください。',
  emailMissing: 'メールアドレスを入力してください。',
  emailTooLong: 'メールアドレスは200文字以内で入力してください。',
  emailInvalid: '正しいメールアドレスを入力してください。',
  orderNoMissing: '注文番号を入力してください。',
  orderNoInvalid: '注文番号は3～50文字の英数字またはハイフンです。',
  marketplaceMissing: '購入先を選択してください。',
  consentMissing: '保証規約を読み、同意してください。',
  generic: 'エラーが発生しました。もう一度お試しください。',
};

const ZH: ErrorTexts = { ...PUBLIC_MESSAGES, generic: '出错了，请稍后再试' };

/** Error texts by base language; English for a language not listed. */
export const ERROR_TEXTS: Record<string, ErrorTexts> = { en: EN, de: DE, fr: FR, es: ES, it: IT, ja: JA, zh: ZH };

/** The catalogue key of a server answer (a validation answer wraps the message: `参数错误（email: …）`). */
export function errorKey(resDes: string): PublicMessageKey | 'generic' {
  const found = (Object.keys(PUBLIC_MESSAGES) as PublicMessageKey[]).find((k) => resDes.includes(PUBLIC_MESSAGES[k]));
  return found ?? 'generic';
}

/** The server's refusal in `language`. */
export function errorText(resDes: string, language: string): string {
  return (ERROR_TEXTS[language.split('-')[0]!.toLowerCase()] ?? EN)[errorKey(resDes)];
}
