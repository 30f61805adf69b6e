/**
 * Error answers of the fake, with the HTTP status real Lark pairs them with. Codes and texts
 * come from the Lark open-platform docs of each API; where the docs name none for a case
 * (an unknown user in `contact/v3/users/:user_id`) a plausible documented code is reused.
 *
 * The status matters to callers: the SDK resolves HTTP 200 bodies (caller must check `code`)
 * but rejects on 4xx with an AxiosError whose `response.data` holds the body.
 */
export interface LarkError {
  status: number;
  code: number;
  msg: string;
}

export const larkErrors = {
  // auth/v3 token endpoints answer failures with HTTP 200.
  appInvalidParam: { status: 200, code: 10003, msg: 'invalid param' },
  appSecretInvalid: { status: 200, code: 10014, msg: 'app secret invalid' },
  // Gateway checks of the Authorization header.
  missingToken: {
    status: 400,
    code: 99991661,
    msg: 'Missing access token for authorization. Please make a request with token attached.',
  },
  invalidToken: {
    status: 400,
    code: 99991663,
    msg: 'Invalid access token for authorization. Please make a request with token attached.',
  },
  fieldValidation: { status: 400, code: 99992402, msg: 'field validation failed' },
  // authen/v1 answers failures with HTTP 200.
  authenInvalidRequest: { status: 200, code: 20001, msg: 'Invalid request. Please check request param' },
  codeInvalid: {
    status: 200,
    code: 20003,
    msg: 'The code passed is invalid. Please note that the code could only be used once',
  },
  codeExpired: { status: 200, code: 20004, msg: 'The code passed has expired. Please generate a new one' },
  userTokenInvalid: {
    status: 200,
    code: 20005,
    msg: 'The user access token passed is invalid. Please check the value',
  },
  appTokenInvalid: {
    status: 200,
    code: 20014,
    msg: 'The app access token passed is invalid. Please check the value',
  },
  grantTypeUnsupported: { status: 200, code: 20036, msg: 'The grant_type passed is not supported' },
  // im/v1
  imInvalidParam: { status: 400, code: 230001, msg: 'Your request contains an invalid request parameter.' },
  botUnavailable: { status: 400, code: 230013, msg: 'Bot has NO availability to this user.' },
  unsupportedForType: {
    status: 400,
    code: 230054,
    msg: 'This operation is not supported for this message type.',
  },
  cardInvalid: { status: 400, code: 230099, msg: 'Failed to create card content.' },
  // approval/v4
  approvalInvalidParam: { status: 400, code: 1390001, msg: 'param is invalid' },
  approvalNotFound: { status: 400, code: 1390002, msg: 'approval code not found' },
  // contact/v3
  noUserAuthority: { status: 400, code: 41050, msg: 'no user authority error' },
} satisfies Record<string, LarkError>;
