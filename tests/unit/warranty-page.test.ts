import { describe, expect, it } from 'vitest';
import { MARKETPLACES as DECLARED } from '@shared/api/warranty/common';
import { registerWarranty, registrationCaptcha, registrationPage } from '@shared/api/warranty/public';
import { labelsFor, marketplaceName, MARKETPLACES, PATHS, pickLanguage } from '../../widgets/warranty/labels';
import { ERROR_TEXTS, errorKey, errorText } from '../../widgets/warranty/messages';

describe('the warranty page', () => {
  it('calls what the contracts declare', () => {
    expect(PATHS).toEqual({ page: registrationPage.path, captcha: registrationCaptcha.path, register: registerWarranty.path });
    expect(MARKETPLACES).toEqual(DECLARED);
  });
  it("picks the browser's language among the project's, else the first", () => {
    expect(pickLanguage(['en-US', 'de-DE'], ['de-AT', 'en'])).toBe('de-DE');
    expect(pickLanguage(['en-US', 'de-DE'], ['fr-FR'])).toBe('en-US');
    expect(pickLanguage(['en-US', 'de-DE'], ['DE-de'])).toBe('de-DE');
  });
  it("says the server's refusals in the buyer's language, English when the page does not speak it", () => {
    expect(errorText('该二维码已登记过延保，无需重复登记', 'en-US')).toBe('This code has already been registered for the warranty extension. No need to register again.');
    expect(errorText('参数错误（email: 邮箱格式不正确）', 'de-DE')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(errorText('尝试次数过多，请稍后再试', 'pt-BR')).toBe('Too many attempts. Please try again later.');
    expect(errorKey('系统后台异常')).toBe('generic');
    for (const texts of Object.values(ERROR_TEXTS)) for (const text of Object.values(texts)) expect(text.length).toBeGreaterThan(0);
  });
  it('names the marketplaces in the language of the page', () => {
    expect(marketplaceName('website', labelsFor('de-DE'))).toBe('Offizielle Website');
    expect(marketplaceName('amazon', labelsFor('fr-FR'))).toBe('Amazon');
  });
});
