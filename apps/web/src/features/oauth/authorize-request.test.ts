import { describe, expect, it } from 'vitest';
import { readAuthorizeRequest } from './authorize-request';

const VALID = {
  response_type: 'code',
  client_id: 'kirchgeld',
  redirect_uri: 'http://localhost:8080/kirchgeld/login',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  state: 'abc',
};

describe('the authorize page’s parameters', () => {
  it('accepts the church-tax app’s link and names the client', () => {
    expect(readAuthorizeRequest(new URLSearchParams(VALID))).toEqual({
      parameters: VALID,
      clientName: 'Kollekta Kirchgeld',
    });
  });

  it.each([
    ['another response type', { response_type: 'token' }],
    ['an unknown client', { client_id: 'fremd' }],
    ['a prototype name as client', { client_id: 'toString' }],
    ['the plain PKCE method', { code_challenge_method: 'plain' }],
    ['a short challenge', { code_challenge: 'abc' }],
    ['no state', { state: '' }],
  ])('refuses %s', (_case, change) => {
    expect(readAuthorizeRequest(new URLSearchParams({ ...VALID, ...change }))).toBeNull();
  });

  it('refuses a link without parameters', () => {
    expect(readAuthorizeRequest(new URLSearchParams())).toBeNull();
  });
});
