// The channel partner routes as the OpenAPI document lists them: method, path,
// query/path parameters, JSON body, extra statuses documented besides 200 (upstream/README.md,
// "Channel partner portal contract").
type PartnerRoute = [method: string, path: string, params: string[], body: boolean, statuses: string[]];

export const PARTNER_ACCOUNT_ROUTES: PartnerRoute[] = [
  ['post', '/api/CP/CPLogin', [], true, ['400', '401', '429']],
  ['get', '/api/CP/Captcha', [], false, []],
  ['get', '/api/CP/userloginbycp', ['email'], false, ['401', '403']],
  ['post', '/api/CP/CPDetails', [], false, ['401']],
  ['get', '/api/CP/details', [], false, ['401']],
  ['get', '/api/CP/GetCPDetailsID', [], false, ['401']],
  ['post', '/api/CP/CP_P_Details', [], false, ['401']],
  ['post', '/api/CP/UpdateCpDetails', [], false, ['400', '401', '415']],
  ['post', '/api/CP/CPBankDetails', [], false, ['401']],
  ['post', '/api/CP/BandDetails', [], false, ['400', '401', '415']],
  ['post', '/api/CP/CPSupport', [], false, ['400', '415']],
  ['post', '/api/CP/ForgotPasswordMail', [], true, ['400']],
  ['post', '/api/CP/ResetPassword', [], true, ['400']],
  ['post', '/api/CP/CpChangePassword', [], true, ['400', '401']],
  ['post', '/api/CP/Logout', [], false, ['401']],
  ['get', '/api/CP/CP_NOTIFICATION', [], false, ['401']],
  ['get', '/api/CP/CP_NOTIFICATION_30', [], false, ['401']],
  ['get', '/api/CP/GetChannelVideos', [], false, []],
  ['get', '/api/CommonData/sal_list', [], false, []],
  ['get', '/files/cp/{name}', ['name', 'expires', 'signature'], false, ['400', '403', '404']],
  [
    'get',
    '/files/cp-earnings/{partnerId}/{name}',
    ['partnerId', 'name', 'expires', 'signature'],
    false,
    ['400', '403', '404'],
  ],
];

export const PARTNER_PROGRAM_ROUTES: PartnerRoute[] = [
  ['get', '/api/CP/cp_order_details', [], false, ['401']],
  ['get', '/api/CP/cp_incentive_details', [], false, ['401']],
  ['get', '/api/CP/Cp_Incentivetable', [], false, ['401']],
  ['get', '/api/CP/cp_incentive_history', ['cp_id'], false, ['401', '403']],
  ['get', '/api/CP/Cp_Incentivetable_general_of_master', [], false, ['401']],
  ['get', '/api/CP/CP_INCENTIVE', ['id'], false, ['401', '403']],
  ['post', '/api/CP/AddCPincentive', [], true, ['400', '401', '403']],
  ['get', '/api/CommonData/CP_INCENTIVE', [], false, []],
  ['post', '/api/CP/Cp_Refer_list', [], false, ['401']],
  ['post', '/api/CP/Cp_Nomination_list', [], false, ['401', '403']],
  ['get', '/api/CP/proposed_cp_incentive', ['email'], false, ['401', '403', '404']],
  ['get', '/api/CP/ShareNominationData', [], false, ['401', '403']],
  ['get', '/api/CP/check_nomination', ['emailid'], false, ['401', '403']],
  ['post', '/api/CP/ShareNominationNew', [], false, ['400', '401', '403', '409', '415']],
  ['get', '/api/CP/NominationInvite', ['token'], false, ['404']],
  ['post', '/api/CP/JoinNomination', [], true, ['400', '404', '409']],
  ['post', '/api/CP/referral_visit', [], true, ['400', '404']],
  ['get', '/api/CP/earnings', ['from', 'to', 'status', 'page', 'first'], false, ['400', '401']],
  ['get', '/api/CP/ShareCouponData', [], false, ['401']],
  ['post', '/api/CP/ShareCoupon', [], false, ['400', '401', '415']],
  ['post', '/api/CP/SaveChannelPartner1', [], false, ['400', '401', '403', '409', '415']],
  ['post', '/api/CP/SaveChannelPartnerLevel1', [], false, ['400', '401', '403', '409', '415']],
  ['get', '/api/CommonData/Chk_Phone', ['Phone', 'email_id'], false, ['401']],
];

/** Partner routes whose 200 answer is not JSON (documents; the 0/1 texts). */
export const PARTNER_NON_JSON_ROUTES = new Set([
  '/files/cp/{name}',
  '/files/cp-earnings/{partnerId}/{name}',
  '/api/CP/check_nomination',
  '/api/CommonData/Chk_Phone',
]);
