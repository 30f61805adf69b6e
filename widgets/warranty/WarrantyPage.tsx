import { useEffect, useState, type FormEvent } from 'react';
import { labelsFor, marketplaceName, MARKETPLACES, PAGE_LANGUAGES, PATHS, pickLanguage } from './labels';
import { errorText } from './messages';

type Page = { brand: string; logoUrl: string | null; sku: string; warrantyMonths: number; languages: string[]; templates: Record<string, { title: string; intro: string; terms: string }>; registered: boolean; needsCaptcha: boolean };
type Envelope<T> = { resCode: number; resDes: string; data: T };

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(path, { method, headers: body ? { 'Content-Type': 'application/json' } : undefined, body: body ? JSON.stringify(body) : undefined, credentials: 'same-origin' });
  return (await res.json()) as Envelope<T>;
}

/** The buyer's page: the project's texts in their language, the form, and what happened. */
export function WarrantyPage({ code }: { code: string }) {
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState('');
  const [language, setLanguage] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const [captchaAt, setCaptchaAt] = useState(0);

  useEffect(() => {
    void api<Page>('GET', `${PATHS.page}?code=${encodeURIComponent(code)}`).then((r) => {
      if (r.resCode !== 200) return setError(r.resDes);
      setPage(r.data);
      setLanguage(pickLanguage(r.data.languages, navigator.languages ?? [navigator.language]));
      if (r.data.needsCaptcha) setCaptchaAt(Date.now());
    });
  }, [code]);

  const browser = navigator.languages ?? [navigator.language];
  // Before the project's languages are known (an unknown code), the browser's language among the page's own.
  if (!page) return <div className="w-page">{error ? <div className="w-card w-error" role="alert">{errorText(error, pickLanguage(PAGE_LANGUAGES, browser))}</div> : null}</div>;
  const t = labelsFor(language);
  const tpl = page.templates[language] ?? page.templates[page.languages[0]!]!;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setBusy(true);
    setError('');
    const r = await api<{ serialNo: string }>('POST', PATHS.register, {
      code,
      name: f.get('name'),
      email: f.get('email'),
      orderNo: f.get('orderNo'),
      marketplace: f.get('marketplace') || undefined,
      consent: f.get('consent') === 'on',
      captcha: f.get('captcha') || undefined,
      language,
    }).finally(() => setBusy(false));
    if (r.resCode === 200) return setDone(r.data.serialNo);
    setError(r.resDes);
    if (r.resCode === 402 || captchaAt) setCaptchaAt(Date.now());
  };

  return (
    <div className="w-page">
      <div className="w-card">
        <div className="w-head">
          {page.logoUrl ? <img src={page.logoUrl} alt={page.brand} /> : <span className="w-brand">{page.brand}</span>}
          {page.languages.length > 1 && (
            <select aria-label="Language" value={language} onChange={(e) => setLanguage(e.target.value)} style={{ width: 'auto' }}>
              {page.languages.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          )}
        </div>
        <h1>{tpl.title}</h1>
        <p className="w-intro">
          {tpl.intro} ({page.sku}, +{page.warrantyMonths} {t.months})
        </p>
        {page.registered ? (
          <p className="w-error">{t.registered}</p>
        ) : done ? (
          <p className="w-ok">
            {t.done} <strong>{done}</strong>
          </p>
        ) : (
          <form onSubmit={submit}>
            <label htmlFor="name">{t.name}</label>
            <input id="name" name="name" type="text" autoComplete="name" required maxLength={100} />
            <label htmlFor="email">{t.email}</label>
            <input id="email" name="email" type="email" autoComplete="email" required maxLength={200} />
            <label htmlFor="orderNo">{t.orderNo}</label>
            <input id="orderNo" name="orderNo" type="text" required maxLength={50} />
            <label htmlFor="marketplace">{t.marketplace}</label>
            <select id="marketplace" name="marketplace" required defaultValue="">
              <option value="" disabled />
              {Object.keys(MARKETPLACES).map((value) => (
                <option key={value} value={value}>
                  {marketplaceName(value, t)}
                </option>
              ))}
            </select>
            <div className="w-terms">{tpl.terms}</div>
            <label className="w-consent">
              <input name="consent" type="checkbox" required />
              <span>{t.consent}</span>
            </label>
            {captchaAt > 0 && (
              <>
                <label htmlFor="captcha">{t.captcha}</label>
                <div className="w-captcha">
                  <input id="captcha" name="captcha" type="text" autoComplete="off" required maxLength={10} />
                  <img src={`${PATHS.captcha}?t=${captchaAt}`} alt="captcha" onClick={() => setCaptchaAt(Date.now())} />
                </div>
              </>
            )}
            {error && (
              <p className="w-error" role="alert">
                {errorText(error, language)}
              </p>
            )}
            <button type="submit" disabled={busy}>
              {t.submit}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
