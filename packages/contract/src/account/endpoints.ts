import { endpoint } from '../endpoint';
import { addressBody, addressIdParams, addressItem, addressListAnswer } from './addresses';
import {
  basicInfoAnswer,
  invoiceTitleAnswer,
  invoiceTitleBody,
  resetPasswordBody,
  updateUserInfoBody,
} from './basic-info';
import { memberCentreAnswer } from './member-centre';
import { agreementAnswer, agreementSignAnswer, agreementSignBody } from './purchase-agreement';
import { jyfwAnswer, zizhiAnswer, zizhiBody, zizhiSubmitAnswer } from './qualifications';
import {
  createCodeAnswer,
  createCodeBody,
  forgetCodeAnswer,
  forgetCodeBody,
  forgetResetBody,
  forgetVerifyAnswer,
  forgetVerifyBody,
  phoneAnswer,
  phoneParams,
  registerAnswer,
  registerBody,
} from './register';
import {
  emptyAnswer,
  loginAnswer,
  loginBody,
  loginCodeAnswer,
  loginCodeBody,
  profileAnswer,
} from './session';
import { storePolicyBody, storePolicyView } from './store-policy';
import {
  storeCreateAnswer,
  storeCreateBody,
  storeIdParams,
  storeListAnswer,
  storeOrdersAnswer,
  storeOrdersQuery,
  storeUpdateBody,
} from './stores';
import { uploadAnswer } from './uploads';
import {
  unbindWechatAnswer,
  wechatAuthorisationAnswer,
  wechatAuthorisationParams,
  wechatAuthoriseAnswer,
  wechatAuthoriseBody,
} from './wechat';
import { wechatRegisterAnswer, wechatRegisterBody } from './wechat-register';

/**
 * The account endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const addressCreate = endpoint({
  method: 'POST',
  path: '/api/address',
  body: addressBody,
  answer: addressItem,
});
export const addressDelete = endpoint({
  method: 'DELETE',
  path: '/api/address/:id',
  params: addressIdParams,
  answer: emptyAnswer,
});
export const addressUpdate = endpoint({
  method: 'POST',
  path: '/api/address/:id',
  params: addressIdParams,
  body: addressBody,
  answer: addressItem,
});
export const addressDefault = endpoint({
  method: 'POST',
  path: '/api/address/:id/default',
  params: addressIdParams,
  answer: emptyAnswer,
});
export const addressList = endpoint({ method: 'GET', path: '/api/address/list', answer: addressListAnswer });
export const upload = endpoint({
  method: 'POST',
  path: '/api/upload',
  answer: uploadAnswer,
  multipart: true,
});
export const userBase = endpoint({ method: 'GET', path: '/api/user/base', answer: profileAnswer });
export const userBasic = endpoint({ method: 'GET', path: '/api/user/basic', answer: basicInfoAnswer });
export const userCenter = endpoint({ method: 'GET', path: '/api/user/center', answer: memberCentreAnswer });
export const userContract = endpoint({ method: 'GET', path: '/api/user/contract', answer: agreementAnswer });
export const userContractSign = endpoint({
  method: 'POST',
  path: '/api/user/contract/sign',
  body: agreementSignBody,
  answer: agreementSignAnswer,
});
export const userCreateCode = endpoint({
  method: 'POST',
  path: '/api/user/create_code',
  body: createCodeBody,
  answer: createCodeAnswer,
});
export const userForgetCode = endpoint({
  method: 'POST',
  path: '/api/user/forget/code',
  body: forgetCodeBody,
  answer: forgetCodeAnswer,
});
export const userForgetReset = endpoint({
  method: 'POST',
  path: '/api/user/forget/reset',
  body: forgetResetBody,
  answer: emptyAnswer,
});
export const userForgetVerify = endpoint({
  method: 'POST',
  path: '/api/user/forget/verify',
  body: forgetVerifyBody,
  answer: forgetVerifyAnswer,
});
export const userInvoiceTitle = endpoint({
  method: 'GET',
  path: '/api/user/invoice_title',
  answer: invoiceTitleAnswer,
});
export const userInvoiceTitleSave = endpoint({
  method: 'POST',
  path: '/api/user/invoice_title',
  body: invoiceTitleBody,
  answer: invoiceTitleAnswer,
});
export const userJyfw = endpoint({ method: 'GET', path: '/api/user/jyfw', answer: jyfwAnswer });
export const userLogin = endpoint({
  method: 'POST',
  path: '/api/user/login',
  body: loginBody,
  answer: loginAnswer,
});

export const userLoginCode = endpoint({
  method: 'POST',
  path: '/api/user/login/code',
  body: loginCodeBody,
  answer: loginCodeAnswer,
});
export const userLogout = endpoint({ method: 'DELETE', path: '/api/user/logout', answer: emptyAnswer });
export const userPhone = endpoint({
  method: 'GET',
  path: '/api/user/phone/:value',
  params: phoneParams,
  answer: phoneAnswer,
});
export const userRegister = endpoint({
  method: 'POST',
  path: '/api/user/register',
  body: registerBody,
  answer: registerAnswer,
});
export const userRegisterWechat = endpoint({
  method: 'POST',
  path: '/api/user/register/wechat',
  body: wechatRegisterBody,
  answer: wechatRegisterAnswer,
});
export const userResetPassword = endpoint({
  method: 'POST',
  path: '/api/user/resetPassword',
  body: resetPasswordBody,
  answer: emptyAnswer,
});
export const userStores = endpoint({ method: 'GET', path: '/api/user/stores', answer: storeListAnswer });
export const userStoresCreate = endpoint({
  method: 'POST',
  path: '/api/user/stores',
  body: storeCreateBody,
  answer: storeCreateAnswer,
});
export const userStoresUpdate = endpoint({
  method: 'POST',
  path: '/api/user/stores/:id',
  params: storeIdParams,
  body: storeUpdateBody,
  answer: emptyAnswer,
});
export const userStoresOrders = endpoint({
  method: 'GET',
  path: '/api/user/stores/:id/orders',
  query: storeOrdersQuery,
  params: storeIdParams,
  answer: storeOrdersAnswer,
});
export const userStoresPolicy = endpoint({
  method: 'POST',
  path: '/api/user/stores/:id/policy',
  params: storeIdParams,
  body: storePolicyBody,
  answer: storePolicyView,
});
export const userUnbindWechat = endpoint({
  method: 'DELETE',
  path: '/api/user/unbind_wechat',
  answer: unbindWechatAnswer,
});
export const userUpdateUserInfo = endpoint({
  method: 'POST',
  path: '/api/user/updateUserInfo',
  body: updateUserInfoBody,
  answer: emptyAnswer,
});
export const userWechatAuthorise = endpoint({
  method: 'POST',
  path: '/api/user/wechat/authorise',
  body: wechatAuthoriseBody,
  answer: wechatAuthoriseAnswer,
});
export const userWechatAuthorisation = endpoint({
  method: 'GET',
  path: '/api/user/wechat/authorise/:state',
  params: wechatAuthorisationParams,
  answer: wechatAuthorisationAnswer,
});
export const userZizhi = endpoint({ method: 'GET', path: '/api/user/zizhi', answer: zizhiAnswer });
export const userZizhiSubmit = endpoint({
  method: 'POST',
  path: '/api/user/zizhi',
  body: zizhiBody,
  answer: zizhiSubmitAnswer,
});
