// Generated from openapi.yaml by fastify-openapi-glue's parser (npm run api:generate). Do not edit.
// Every operation's route: the parser's output, each part of a schema that recurs written once (sNNN).

/**
 * An operation of openapi.yaml as a route: what fastify-openapi-glue's parser makes of it (the schemas of
 * its request and responses, its `x-` properties in `schema`); contract-routes.ts registers them.
 */
export interface ContractRoute {
  method: string;
  url: string;
  operationId: string;
  schema: Record<string, unknown>;
  /** The operation's security requirements: alternatives, each naming schemes that must all pass. */
  security?: readonly Record<string, readonly string[]>[];
  config?: unknown;
}

const s0 = {"status":{"type":"string","enum":["ok"]}};
const s1 = {"type":"object","required":["status"],"properties":s0};
const s2 = {"type":"object","required":["data"],"properties":{"data":s1}};
const s3 = {"content":{"application/json":{"schema":s2}}};
const s4 = {"type":"string","maxLength":1000,"description":"A sentence the app may show to the user"};
const s5 = ["VALIDATION_ERROR","INVALID_CREDENTIALS","UNAUTHENTICATED","TOKEN_EXPIRED","FORBIDDEN","NOT_FOUND","EMAIL_TAKEN","RATE_LIMITED","PASSWORD_ALREADY_SET","INVALID_TOKEN","NOT_CONFIGURED","INTERNAL","UNSUPPORTED_MEDIA_TYPE","SERVICE_UNAVAILABLE","IDEMPOTENCY_KEY_REUSED","ORDER_NOT_CANCELLABLE","VERSION_CONFLICT","INVALID_TRANSITION","PRODUCT_UNAVAILABLE","INVALID_EXTRAS","TOO_MANY_EXTRAS","OTHER_PROVIDER","POINTS_NOT_ACCEPTED","INSUFFICIENT_POINTS","PICKUP_TIME_INVALID","PLACE_CLOSED","SAME_PASSWORD","COUNTER_TOKEN_REFUSED","BACK_OFFICE_FORBIDDEN","CONSENTS_REQUIRED","LAST_OWNER","INVITATION_USED","INVITATION_REVOKED","INVITATION_EXPIRED","INVITATION_WRONG_ACCOUNT","ORDERING_PAUSED","PICKUP_SLOT_FULL","PLACE_CODE_TAKEN","FAVOURITES_FULL"];
const s6 = {"type":"string","description":"Why a request failed, for the client to branch on (the message is for people). Each\noperation's responses say which codes each of its statuses can carry.\n\n- `VALIDATION_ERROR` (400, 413): the request does not match this contract, or breaks a rule of\n  the operation; `fields` names each rejected field.\n- `INVALID_CREDENTIALS` (401 on login, 400 on changePassword): wrong email or password.\n- `UNAUTHENTICATED` (401): no valid access token; log in again.\n- `TOKEN_EXPIRED` (401): the access token expired; refresh once and retry.\n- `INVALID_TOKEN` (401 on refreshToken and streamEvents, 400 on checkPasswordRestore,\n  restorePassword and confirmEmailChange): the refresh token, reset link, email confirmation\n  link or events ticket is unknown, expired, used or revoked.\n- `FORBIDDEN` (403): the request names data that is not the caller's.\n- `BACK_OFFICE_FORBIDDEN` (403 on back-office operations, those marked `x-back-office`): the\n  caller is not an owner, or not a manager of the place the path names.\n- `VERSION_CONFLICT` (409 on back-office edits): the entity changed since the version the edit\n  was based on; `details.current` holds it as it is now.\n- `CONSENTS_REQUIRED` (403 on every operation with an access token but the account and consents\n  operations, those marked `x-consents-exempt`): the caller has not given the required consents\n  (`essential` and `dataProcessing`); give them with `saveUserConsents`, then retry.\n- `NOT_FOUND` (404): the provider, product or order does not exist, or the order is another\n  customer's (also any unknown /api route).\n- `EMAIL_TAKEN` (409): an account with this email exists.\n- `PASSWORD_ALREADY_SET` (409): the account already has a password.\n- `SAME_PASSWORD` (400 on changePassword): the new password is the current one.\n- `IDEMPOTENCY_KEY_REUSED` (409 on checkout, awardPoints, redeemPoints): the Idempotency-Key\n  was used for a different basket, or the counter's `requestId` for another request; a new\n  order or request needs a new key.\n- `ORDER_NOT_CANCELLABLE` (409 on cancelMyOrder): the order is no longer pending.\n- `INVALID_TRANSITION` (409 on staff operations that move an order): the status change is not\n  in OrderStatus's `x-transitions`.\n- `PRODUCT_UNAVAILABLE` (422 on checkout): a product is sold out or no longer on the menu.\n- `INVALID_EXTRAS` (422 on checkout): an extra option does not belong to its product.\n- `TOO_MANY_EXTRAS` (422 on checkout): more extra options than the product allows.\n- `OTHER_PROVIDER` (422 on checkout): a product of another place than the order's.\n- `POINTS_NOT_ACCEPTED` (422 on checkout): paying with points while a line has no points price.\n- `INSUFFICIENT_POINTS` (422 on checkout): the balance is short; `details` says by how much.\n- `PICKUP_TIME_INVALID` (422 on checkout): the pickup time is not one listPickupTimes offers.\n- `PLACE_CLOSED` (422 on checkout): as soon as possible while the place is closed;\n  `details.opensAt` says when it opens.\n- `ORDERING_PAUSED` (422 on checkout): the place paused online orders; the message says why.\n- `PICKUP_SLOT_FULL` (422 on checkout): the chosen pickup slot (or, as soon as possible, the\n  earliest one) has as many orders as the place takes per slot; choose another time.\n- `PLACE_CODE_TAKEN` (409 on createManagedPlace, updateManagedPlace): another place has this code.\n- `COUNTER_TOKEN_REFUSED` (422 on staff counter operations): the scanned QR token or the counter\n  session is expired, forged or replaced; `details.reason` says which.\n- `UNSUPPORTED_MEDIA_TYPE` (415): the body's content type is not one the operation declares.\n- `RATE_LIMITED` (429): too many attempts; wait for `Retry-After` seconds.\n- `NOT_CONFIGURED`: reserved for a feature this server is not configured for; no operation\n  answers it today (Google sign-in reports `not_configured` through its redirect).\n- `LAST_OWNER` (409 on revokeOwner): the deployment's last owner cannot lose the role.\n- `INVITATION_USED`, `INVITATION_REVOKED`, `INVITATION_EXPIRED` (410 on acceptInvitation): the\n  invitation link was already used, taken back (or replaced by a resend) or is past its expiry.\n- `INVITATION_WRONG_ACCOUNT` (403 on acceptInvitation): the signed-in account's e-mail is not the\n  invited one.\n- `FAVOURITES_FULL` (422 on starProduct, starOrder): the caller keeps as many starred products\n  (100) or orders (20) as a customer may; unstar one first.\n- `INTERNAL` (500): an unexpected failure on the server.\n- `SERVICE_UNAVAILABLE` (503): the database is unreachable; retry later.\n","enum":s5};
const s7 = {"type":"string","maxLength":128,"pattern":"^[A-Za-z0-9._:@+=/-]{1,128}$","description":"The request's id (as its `X-Request-Id` header), which names it in the server's logs"};
const s8 = {"type":"string","maxLength":500,"description":"Dotted path of the field in the request part, e.g. `items.0.quantity`; `(root)` for the whole part"};
const s9 = {"field":s8,"message":{"type":"string","maxLength":1000}};
const s10 = {"type":"object","required":["field","message"],"properties":s9};
const s11 = {"type":"array","maxItems":100,"description":"For rejected input, one entry per problem (the first 100)","items":s10};
const s12 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000,"description":"`INSUFFICIENT_POINTS`: the points the order costs"};
const s13 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991,"description":"`INSUFFICIENT_POINTS`: the points the caller has"};
const s14 = {"type":"string","format":"date-time","maxLength":35,"nullable":true,"description":"`PLACE_CLOSED`: when the place opens"};
const s15 = {"type":"integer","format":"int32","minimum":1,"maximum":86400,"description":"`RATE_LIMITED`: seconds until a new attempt may succeed (as `Retry-After`)"};
const s16 = {"type":"integer","format":"int32","minimum":0,"maximum":150,"description":"`VALIDATION_ERROR` on a birthdate: the minimum age in years"};
const s17 = {"type":"string","description":"Why a scanned QR code or a counter session is refused (`details.reason` of `COUNTER_TOKEN_REFUSED`):\n`expired` (older than 5 minutes), `invalid` (not a code of ours, or tampered with), `replaced`\n(the customer has shown a newer code since).\n","enum":["expired","invalid","replaced"]};
const s18 = ["providerId","code","name","kind","address","country","language","timezone","currency","logoUrl","openingHours","closedDates","pickup","counter","orderingPaused","version"];
const s19 = {"type":"string","format":"uuid","maxLength":36};
const s20 = {"type":"string","maxLength":13,"nullable":true,"pattern":"^[A-Z]{2,8}-[0-9]{2,4}$"};
const s21 = {"type":"string","maxLength":200,"pattern":"^[^\\x00-\\x1F\\x7F]*$"};
const s22 = {"type":"string","enum":["coffee_shop","restaurant"]};
const s23 = {"type":"string","maxLength":500,"pattern":"^[^\\x00-\\x1F\\x7F]*$","description":"the street address, without the country"};
const s24 = {"type":"string","maxLength":2,"pattern":"^[A-Z]{2}$"};
const s25 = ["en","es","fr","de","pl","uk","ca","ru","sr"];
const s26 = {"type":"string","description":"The languages of accounts, texts and mails","enum":s25};
const s27 = {"type":"string","maxLength":64,"pattern":"^[A-Za-z0-9_+/-]+$"};
const s28 = {"type":"string","maxLength":3,"pattern":"^[A-Z]{3}$"};
const s29 = {"type":"string","maxLength":500,"pattern":"^[^\\x00-\\x1F\\x7F]*$"};
const s30 = {"type":"integer","format":"int32","minimum":0,"maximum":6,"description":"0 is Sunday"};
const s31 = {"type":"string","maxLength":5,"pattern":"^[0-2][0-9]:[0-5][0-9]$"};
const s32 = {"type":"object","required":["day","opens","closes"],"properties":{"day":s30,"opens":s31,"closes":s31}};
const s33 = {"type":"array","maxItems":50,"items":s32};
const s34 = {"type":"string","format":"date","maxLength":10};
const s35 = {"type":"string","format":"date","maxLength":10,"description":"the last closed day (the same as `from` for one day)"};
const s36 = {"type":"string","maxLength":200,"pattern":"^[^\\x00-\\x1F\\x7F]*$","description":"shown to customers, e.g. \"Christmas\""};
const s37 = {"type":"object","required":["from","to"],"additionalProperties":false,"description":"Days the place is closed (a holiday), on its wall clock, both ends included","properties":{"from":s34,"to":s35,"reason":s36}};
const s38 = {"type":"array","maxItems":100,"items":s37};
const s39 = ["prepMinutes","slotMinutes","maxOrdersPerSlot"];
const s40 = {"type":"integer","format":"int32","minimum":0,"maximum":240,"description":"the earliest pickup time is this many minutes from now"};
const s41 = {"type":"integer","format":"int32","minimum":5,"maximum":60,"enum":[5,10,15,20,30,60],"description":"minutes between pickup times, on the place's wall clock"};
const s42 = {"type":"integer","format":"int32","minimum":1,"maximum":1000,"nullable":true,"description":"at most this many orders (not cancelled) in one pickup slot; a full slot is not offered; null: no limit"};
const s43 = {"prepMinutes":s40,"slotMinutes":s41,"maxOrdersPerSlot":s42};
const s44 = {"type":"object","required":s39,"properties":s43};
const s45 = ["ageAmberMinutes","ageRedMinutes","pendingFlagMinutes","pendingCancelMinutes"];
const s46 = {"type":"integer","format":"int32","minimum":1,"maximum":239,"description":"a ticket that has waited this many minutes turns amber (5 by default)"};
const s47 = {"type":"integer","format":"int32","minimum":2,"maximum":240,"description":"a ticket that has waited this many minutes turns red (10 by default); more than `ageAmberMinutes`"};
const s48 = {"type":"integer","format":"int32","minimum":1,"maximum":10079,"description":"an order still pending this many minutes after its pickup time is flagged `overdue` (15 by default)"};
const s49 = {"type":"integer","format":"int32","minimum":2,"maximum":10080,"description":"an order still pending this many minutes after its pickup time is cancelled as not collected, its points refunded (60 by default, at most a week); more than `pendingFlagMinutes`"};
const s50 = {"ageAmberMinutes":s46,"ageRedMinutes":s47,"pendingFlagMinutes":s48,"pendingCancelMinutes":s49};
const s51 = {"type":"object","required":s45,"description":"The staff console's settings of a place (issue 25): when a ticket's age turns amber and then red, and\nhow long after its pickup time (its creation time when asap) an order still pending is flagged\n`overdue`, then cancelled as not collected with its points refunded. Defaults 5, 10, 15 and 60\nminutes.\n","properties":s50};
const s52 = {"type":"string","format":"date-time","maxLength":35};
const s53 = {"type":"object","nullable":true,"description":"as OrderingPause; null while online orders are open","required":["since","reason"],"properties":{"since":s52,"reason":s21}};
const s54 = {"type":"integer","format":"int32","minimum":1,"maximum":2147483647,"description":"the place's `version` the edit was based on; a stale one is 409 VERSION_CONFLICT with the current values"};
const s55 = {"providerId":s19,"code":s20,"name":s21,"kind":s22,"address":s23,"country":s24,"language":s26,"timezone":s27,"currency":s28,"logoUrl":s29,"openingHours":s33,"closedDates":s38,"pickup":s44,"counter":s51,"orderingPaused":s53,"version":s54};
const s56 = {"type":"object","required":s18,"properties":s55};
const s57 = {"description":"`VERSION_CONFLICT` on a place: the place as it now is, with the other change","allOf":[s56]};
const s58 = ["id","categoryId","version","name","description","composition","translations","price","pointsPrice","loyaltyPoints","imageUrl","nutrition","allergens","maxExtraOptions","extraGroupIds","available","soldOut"];
const s59 = {"type":"integer","format":"int32","minimum":1,"maximum":2147483647};
const s60 = {"type":"string","maxLength":200,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"};
const s61 = {"type":"string","maxLength":2000,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"};
const s62 = {"name":s60,"description":s61,"composition":s61};
const s63 = {"type":"object","additionalProperties":false,"description":"A product's texts in one language other than English (each may be missing)","properties":s62};
const s64 = {"es":s63,"fr":s63,"de":s63,"pl":s63,"uk":s63,"ca":s63,"ru":s63,"sr":s63};
const s65 = {"description":"A product's texts in each language other than English","type":"object","additionalProperties":false,"properties":s64};
const s66 = {"type":"integer","format":"int32","minimum":0,"maximum":10000000,"description":"minor units of the place's currency"};
const s67 = {"type":"integer","format":"int32","minimum":0,"maximum":10000000,"description":"points it costs when paid with points (0 = not sold for points)"};
const s68 = {"type":"integer","format":"int32","minimum":0,"maximum":10000000,"description":"points earned when bought with cash or card"};
const s69 = {"type":"string","maxLength":500,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"};
const s70 = {"type":"number","format":"double","minimum":0,"maximum":100000,"description":"kcal per serving"};
const s71 = {"type":"number","format":"double","minimum":0,"maximum":100000,"description":"grams"};
const s72 = {"calories":s70,"proteins":s71,"fats":s71,"carbs":s71};
const s73 = {"type":"object","additionalProperties":false,"required":["calories","proteins","fats","carbs"],"properties":s72};
const s74 = ["gluten","milk","eggs","nuts","peanuts","soy","fish","crustaceans","molluscs","celery","mustard","sesame","sulphites","lupin"];
const s75 = {"type":"string","description":"One of the 14 allergens EU food law (Regulation 1169/2011, Annex II) requires a menu to declare","enum":s74};
const s76 = {"type":"array","maxItems":14,"items":s75};
const s77 = {"type":"integer","format":"int32","minimum":0,"maximum":50};
const s78 = {"type":"array","maxItems":50,"items":s19};
const s79 = {"type":"boolean","description":"offered to customers (false hides it from ordering without retiring it)"};
const s80 = {"type":"boolean","description":"marked sold out today at the counter"};
const s81 = {"id":s19,"categoryId":s19,"version":s59,"name":s60,"description":s61,"composition":s61,"translations":s65,"price":s66,"pointsPrice":s67,"loyaltyPoints":s68,"imageUrl":s69,"nutrition":s73,"allergens":s76,"maxExtraOptions":s77,"extraGroupIds":s78,"available":s79,"soldOut":s80};
const s82 = {"type":"object","required":s58,"properties":s81};
const s83 = ["id","key","name","translations","version"];
const s84 = {"type":"string","maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"the product's `category` in the customers' API"};
const s85 = {"es":s60,"fr":s60,"de":s60,"pl":s60,"uk":s60,"ca":s60,"ru":s60,"sr":s60};
const s86 = {"description":"A name in each language other than English (a missing or empty one falls back)","type":"object","additionalProperties":false,"properties":s85};
const s87 = {"id":s19,"key":s84,"name":s60,"translations":s86,"version":s59};
const s88 = {"type":"object","required":s83,"properties":s87};
const s89 = ["id","name","translations","maxSelectable","version","options"];
const s90 = {"type":"integer","format":"int32","minimum":1,"maximum":50};
const s91 = ["id","name","translations","price","allergens","isDefault","soldOut"];
const s92 = {"type":"boolean","description":"served by default: customers' product page starts with it chosen (not while sold out)"};
const s93 = {"id":s19,"name":s60,"translations":s86,"price":s66,"allergens":s76,"isDefault":s92,"soldOut":s80};
const s94 = {"type":"object","required":s91,"properties":s93};
const s95 = {"type":"array","maxItems":100,"items":s94};
const s96 = {"id":s19,"name":s60,"translations":s86,"maxSelectable":s90,"version":s59,"options":s95};
const s97 = {"type":"object","required":s89,"properties":s96};
const s98 = {"description":"`VERSION_CONFLICT`: the entity as it is now (what the other change made of it)","anyOf":[s82,s88,s97]};
const s99 = {"pointsNeeded":s12,"balance":s13,"opensAt":s14,"retryAfterSeconds":s15,"minimumAge":s16,"reason":s17,"currentPlace":s57,"current":s98};
const s100 = {"type":"object","description":"Numbers and times the message is built from, for the app's own translated text","properties":s99};
const s101 = {"message":s4,"code":s6,"requestId":s7,"fields":s11,"details":s100};
const s102 = {"type":"object","required":["message","code"],"properties":s101};
const s103 = {"type":"object","required":["error"],"properties":{"error":s102}};
const s104 = {"content":{"application/json":{"schema":s103}}};
const s105 = {"tags":["system"],"summary":"Liveness and database check","description":"Runs `SELECT 1` on the database. Load balancers take an instance out of rotation when this\nanswers anything but 200.\n","operationId":"getHealth","response":{"200":s3,"500":s104,"503":s104}};
const s106 = {"method":"GET","url":"/health","schema":s105,"operationId":"getHealth","security":[]};
const s107 = {"tags":["system"],"summary":"Liveness","description":"Answers as long as the process does: touches no database and is never shed under load, so it\nhas no 503. An orchestrator restarts an instance whose liveness fails.\n","operationId":"getLiveness","response":{"200":s3,"500":s104}};
const s108 = {"method":"GET","url":"/health/live","schema":s107,"operationId":"getLiveness","security":[]};
const s109 = {"status":{"type":"string","enum":["ready"]}};
const s110 = {"type":"object","required":["status"],"properties":s109};
const s111 = {"type":"object","required":["data"],"properties":{"data":s110}};
const s112 = {"content":{"application/json":{"schema":s111}}};
const s113 = {"tags":["system"],"summary":"Readiness","description":"200 when this instance may take traffic: its migrations are applied, the database answers,\nRedis answers (when `REDIS_URL` is set), the outbox relay runs, and it is neither starting nor\nstopping (from SIGTERM on it answers 503). A load balancer sends traffic only to instances whose\nreadiness is 200; the 503's message names what is not ready.\n","operationId":"getReadiness","response":{"200":s112,"500":s104,"503":s104}};
const s114 = {"method":"GET","url":"/health/ready","schema":s113,"operationId":"getReadiness","security":[]};
const s115 = {"type":"string","format":"email","maxLength":254};
const s116 = {"type":"string","minLength":1,"maxLength":128,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"};
const s117 = {"type":"string","description":"The app that calls (only the consumer app for now)","enum":["consumerApp"]};
const s118 = {"email":s115,"password":s116,"appId":s117};
const s119 = {"type":"object","additionalProperties":false,"required":["email","password","appId"],"properties":s118};
const s120 = {"content":{"application/json":{"schema":s119}}};
const s121 = {"type":"string","description":"a signed JWT, valid for minutes","maxLength":2048,"pattern":"^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$"};
const s122 = {"type":"string","description":"32 random bytes, base64url","maxLength":512,"pattern":"^[A-Za-z0-9_-]+$"};
const s123 = {"accessToken":s121,"refreshToken":s122};
const s124 = {"type":"object","required":["accessToken","refreshToken"],"properties":s123};
const s125 = {"type":"object","required":["data"],"properties":{"data":s124}};
const s126 = {"content":{"application/json":{"schema":s125}}};
const s127 = {"200":s126,"400":s104,"401":s104,"413":s104,"415":s104,"429":s104,"500":s104,"503":s104};
const s128 = {"tags":["auth"],"summary":"Log in with email and password","description":"Starts a session: answers a new access token and a refresh token that starts a new token\nfamily. An unknown email is checked against a dummy password hash, so neither the answer nor\nits timing tells whether an account exists. Attempts are counted before the password is checked,\nin one atomic step (a Lua script in Redis when `REDIS_URL` is set, shared by every instance), and\na successful one is taken back: per client address and email together (`LOGIN_FAILURES_MAX`), per\nemail (`LOGIN_FAILURES_ACCOUNT_MAX`) and per address (`LOGIN_FAILURES_ADDRESS_MAX`, much higher:\na café's customers share one address), within `LOGIN_FAILURES_WINDOW_MINUTES`. Over a limit even\nthe right password is answered 429 with `Retry-After`. The client address is the socket's unless\nthe request came through a proxy named in `TRUST_PROXY`.\n","operationId":"login","body":s120,"response":s127};
const s129 = {"method":"POST","url":"/auth/login","schema":s128,"operationId":"login","security":[]};
const s130 = ["name","email","password","birthdate","phone","acceptTerms","appId"];
const s131 = {"type":"string","minLength":2,"maxLength":100,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"};
const s132 = {"type":"string","description":"At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character","minLength":8,"maxLength":128,"pattern":"^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).*$"};
const s133 = {"type":"string","description":"International format, e.g. +34600111222","maxLength":21,"pattern":"^\\+?[0-9][0-9 ()-]{6,19}$"};
const s134 = {"name":s131,"email":s115,"password":s132,"birthdate":s34,"phone":s133,"acceptTerms":{"type":"boolean","enum":[true]},"language":s26,"appId":s117};
const s135 = {"type":"object","additionalProperties":false,"required":s130,"properties":s134};
const s136 = {"content":{"application/json":{"schema":s135}}};
const s137 = {"201":s126,"400":s104,"409":s104,"413":s104,"415":s104,"429":s104,"500":s104,"503":s104};
const s138 = {"tags":["auth"],"summary":"Create an account with email and password and log in","description":"Creates the account (password hashed with argon2id; name trimmed) and starts a session, so the\nanswer is the same token pair as a login. Consents are given afterwards with `saveUserConsents`.\nAn email that already has an account (compared case-insensitively) is answered 409: telling a\ncustomer their email is registered (and to log in or reset the password) is worth more than\nhiding it, since login and password restore do not reveal it. To keep that from being used to\ntest many emails, registrations answered 409 are counted per client address\n(`REGISTRATION_TAKEN_MAX` within an hour) and then refused with 429, whatever the email.\n","operationId":"register","body":s136,"response":s137};
const s139 = {"method":"POST","url":"/auth/register","schema":s138,"operationId":"register","security":[]};
const s140 = {"type":"string","minLength":1,"maxLength":512,"pattern":"^[A-Za-z0-9_-]+$"};
const s141 = {"type":"object","additionalProperties":false,"required":["refreshToken"],"properties":{"refreshToken":s140}};
const s142 = {"content":{"application/json":{"schema":s141}}};
const s143 = {"200":s126,"400":s104,"401":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s144 = {"tags":["auth"],"summary":"Exchange a refresh token for a new token pair (the old one is spent)","description":"Rotates the refresh token: the one sent is spent and a new pair is answered. Presenting a spent\ntoken again is treated as theft and revokes the whole family (every token of that login), so\nboth the thief and the user must log in again. The client calls this once on a 401\n`TOKEN_EXPIRED` and retries the failed request with the new access token.\n","operationId":"refreshToken","body":s142,"response":s143};
const s145 = {"method":"PUT","url":"/auth/refreshToken","schema":s144,"operationId":"refreshToken","security":[]};
const s146 = {"type":"object","required":["ok"],"properties":{"ok":{"type":"boolean","enum":[true]}}};
const s147 = {"type":"object","required":["data"],"properties":{"data":s146}};
const s148 = {"content":{"application/json":{"schema":s147}}};
const s149 = {"200":s148,"400":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s150 = {"tags":["auth"],"summary":"Revoke a refresh token and its whole family","description":"Ends the session the refresh token belongs to (its whole family), so it can no longer be\nrefreshed; access tokens already issued stay valid until they expire. Idempotent: an unknown or\nalready revoked token is answered 200 as well.\n","operationId":"logout","body":s142,"response":s149};
const s151 = {"method":"POST","url":"/auth/logout","schema":s150,"operationId":"logout","security":[]};
const s152 = {"type":"boolean","description":"true when Google sign-in is configured"};
const s153 = {"type":"object","required":["google"],"properties":{"google":s152}};
const s154 = {"type":"object","required":["data"],"properties":{"data":s153}};
const s155 = {"content":{"application/json":{"schema":s154}}};
const s156 = {"tags":["system"],"summary":"Which sign-in methods this server offers","description":"Read from the configuration only (Google sign-in is offered when `GOOGLE_CLIENT_ID` and\n`GOOGLE_CLIENT_SECRET` are set); touches no database, so it is 503 only when the instance sheds\nload.\n","operationId":"getAuthMethods","response":{"200":s155,"500":s104,"503":s104}};
const s157 = {"method":"GET","url":"/auth/methods","schema":s156,"operationId":"getAuthMethods","security":[]};
const s158 = {"tags":["google"],"summary":"Start Google sign-in (OpenID Connect, authorization code with PKCE); redirects the browser","description":"A browser navigation, not a fetch call. Stores a one-time state with its PKCE verifier and\nnonce, then redirects to the identity provider. When Google is not configured it redirects to\n`/?error=not_configured`; when the provider's discovery fails, to\n`/auth/callback?error=google_failed`.\n","operationId":"startGoogleLogin","response":{"302":{},"500":s104,"503":s104}};
const s159 = {"method":"GET","url":"/auth/google","schema":s158,"operationId":"startGoogleLogin","security":[]};
const s160 = {"type":"string","maxLength":2048,"pattern":"^[\\x21-\\x7E]*$","description":"The authorization code"};
const s161 = {"type":"string","maxLength":512,"pattern":"^[\\x21-\\x7E]*$","description":"The state startGoogleLogin created"};
const s162 = {"type":"string","maxLength":512,"pattern":"^[\\x21-\\x7E]*$","description":"Set by the provider when the sign-in did not complete, e.g. access_denied"};
const s163 = {"type":"string","maxLength":2048,"pattern":"^[\\x21-\\x7E]*$","description":"The issuer (RFC 9207)"};
const s164 = {"code":s160,"state":s161,"error":s162,"iss":s163};
const s165 = {"302":{},"400":s104,"500":s104,"503":s104};
const s166 = {"tags":["google"],"summary":"Identity provider returns here; redirects to /auth/callback with tokens or error","description":"Consumes the one-time state (so a callback cannot be replayed), exchanges the code, checks the\nID token, then finds, links or creates the account and starts a session. Always redirects to the\napp's `/auth/callback`: with `accessToken` and `refreshToken` on success, otherwise with `error`\nset to `incomplete` (the user cancelled), `google_failed`, `complete_failed` or `not_configured`.\nThe redirect carrying tokens is sent with `Cache-Control: no-store` and\n`Referrer-Policy: no-referrer`.\n","operationId":"finishGoogleLogin","querystring":{"type":"object","properties":s164},"response":s165};
const s167 = {"method":"GET","url":"/auth/google/callback","schema":s166,"operationId":"finishGoogleLogin","security":[]};
const s168 = {"type":"object","additionalProperties":false,"required":["email"],"properties":{"email":s115,"language":s26}};
const s169 = {"content":{"application/json":{"schema":s168}}};
const s170 = {"202":s148,"400":s104,"413":s104,"415":s104,"429":s104,"500":s104,"503":s104};
const s171 = {"tags":["password-restore"],"summary":"Send a reset link by email (same answer whether or not the email exists)","description":"When the email has an account, issues a single-use reset token and mails a link to\n`{PUBLIC_URL}/password-restore/{token}` from `MAIL_FROM`, in `language` (else the account's\nlanguage). The answer is sent before the account is even looked up (the token and the mail\nfollow), so it is the same 202, in the same time, whether or not the email exists. Requests are\nlimited per email (`PASSWORD_RESTORE_EMAIL_MAX`) and per client address\n(`PASSWORD_RESTORE_ADDRESS_MAX`) within `PASSWORD_RESTORE_WINDOW_MINUTES`. A link works once,\nfor an hour, and only until the password changes: using one, or changing the password in the\nprofile, voids every link issued before.\n","operationId":"requestPasswordRestore","body":s169,"response":s170};
const s172 = {"method":"POST","url":"/auth/password-restore","schema":s171,"operationId":"requestPasswordRestore","security":[]};
const s173 = {"type":"string","description":"The single-use token of a mailed link (password reset, email confirmation): 32 random bytes,\nbase64url. Sent in a body, never in an API URL (the app's own page URL carries it from the mail).\n","minLength":16,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","example":"q3NwqS0tN4a6Xw2YbH8kPz1mV5rT7uE9"};
const s174 = {"type":"object","additionalProperties":false,"required":["token","password"],"properties":{"token":s173,"password":s132}};
const s175 = {"content":{"application/json":{"schema":s174}}};
const s176 = {"tags":["password-restore"],"summary":"Set a new password with a reset token (single use; revokes all sessions)","description":"Consumes the reset token from the mailed link, sets the new password and revokes every session\nof the account. A token that is unknown, expired or already used is answered 400\n`INVALID_TOKEN`, and the app asks the user for a new link.\n","operationId":"restorePassword","body":s175,"response":s149};
const s177 = {"method":"PUT","url":"/auth/password-restore","schema":s176,"operationId":"restorePassword","security":[]};
const s178 = {"type":"object","additionalProperties":false,"required":["token"],"properties":{"token":s173}};
const s179 = {"content":{"application/json":{"schema":s178}}};
const s180 = {"tags":["password-restore"],"summary":"Whether a reset link can still be used (does not consume it)","description":"Called by the app when the customer opens the mailed reset link, before asking for a new\npassword, so an unknown, expired or already used link says so at once. The token is only read,\nnever spent: `restorePassword` still consumes it. A POST only so that the token travels in the\nbody, never in a URL that proxies and logs keep; the app calls it as a query.\n","operationId":"checkPasswordRestore","body":s179,"response":s149};
const s181 = {"method":"POST","url":"/auth/password-restore/check","schema":s180,"operationId":"checkPasswordRestore","security":[]};
const s182 = {"200":s148,"400":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s183 = {"tags":["account"],"summary":"Apply an email change from its mailed confirmation link (single use)","description":"Opened from the link mailed to the new address by `requestEmailChange` (the link proves the\ncustomer owns it), so it needs no session. Sets the new email, spends the link and every\nother pending change of the account, and mails the old address that its email was changed.\nSessions stay as they are. A link that is unknown, expired or used is answered 400\n`INVALID_TOKEN`; an address that another account took meanwhile, 409 `EMAIL_TAKEN`. The token\ntravels in the body, never in a URL that proxies and logs keep.\n","operationId":"confirmEmailChange","body":s179,"response":s182};
const s184 = {"method":"POST","url":"/auth/email-change/confirm","schema":s183,"operationId":"confirmEmailChange","security":[]};
const s185 = ["userId","name","email","birthdate","phone","loyaltyPoints","hasPassword","googleLinked","profileComplete","activeOrders","staffOf","owner","managerOf"];
const s186 = {"type":"string","format":"date","maxLength":10,"nullable":true};
const s187 = {"type":"string","maxLength":21,"pattern":"^\\+?[0-9][0-9 ()-]{6,19}$","nullable":true};
const s188 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991};
const s189 = {"type":"boolean","description":"false until birthdate and phone are known"};
const s190 = {"allOf":[s26],"description":"The language the customer chose for the app (in Settings, at sign-up or from the Google\naccount); absent when none was chosen, and then the app follows the browser's language.\n"};
const s191 = {"type":"string","format":"email","maxLength":254,"description":"A new email waiting for its confirmation link to be opened (`requestEmailChange`); absent otherwise"};
const s192 = ["orderId","number","status","providerId","providerName","paymentMethod","currency","total","pointsSpent","pickup","createdAt"];
const s193 = {"type":"string","maxLength":3,"pattern":"^[0-9]{3}$"};
const s194 = ["pending","preparing","ready","completed","cancelled"];
const s195 = {"pending":["preparing","cancelled"],"preparing":["ready","cancelled"],"ready":["completed"],"completed":[],"cancelled":[]};
const s196 = {"pending":"preparing","preparing":"ready","ready":"completed"};
const s197 = {"type":"string","description":"Where an order is. `x-transitions` is the one table of the status changes the server allows\n(every other change is refused with 409); `npm run api:generate` emits it, with\n`x-cancellable-by-customer`, into the client's and the server's generated files\n(`orderStatusTransitions`, `customerCancellableStatuses`), so both sides and the tests use it.\nActive statuses are those with a way out (`pending`, `preparing`, `ready`); `x-next-step` is the\nstep the staff console offers for each of them (`orderStatusNextStep`), one of its transitions.\n`x-queued` are the statuses of an order the place still has to make (`queuedOrderStatuses`): it\ncounts ahead of the orders after it, and its `estimatedReadyAt` moves with the queue.\n","enum":s194,"x-transitions":s195,"x-cancellable-by-customer":["pending"],"x-queued":["pending","preparing"],"x-next-step":s196};
const s198 = {"type":"string","description":"`cash` and `card` are settled at the counter; `points` is paid from the loyalty balance at checkout","enum":["cash","card","points"]};
const s199 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000};
const s200 = {"type":"string","format":"date-time","maxLength":35,"nullable":true,"description":"null when `asap`"};
const s201 = {"type":"object","required":["asap","at"],"properties":{"asap":{"type":"boolean"},"at":s200}};
const s202 = {"orderId":s19,"number":s193,"status":s197,"providerId":s19,"providerName":{"type":"string","maxLength":200},"paymentMethod":s198,"currency":s28,"total":s199,"pointsSpent":s199,"pickup":s201,"createdAt":s52};
const s203 = {"type":"object","description":"An active order as `User.activeOrders` lists it","required":s192,"properties":s202};
const s204 = {"type":"array","description":"the caller's orders under way (pending, preparing, ready), newest first: the newest 50 (all of\nthem page by page with listMyOrders `scope=active`)\n","maxItems":50,"items":s203};
const s205 = {"providerId":s19,"providerName":{"type":"string","maxLength":200}};
const s206 = {"type":"object","required":["providerId","providerName"],"properties":s205};
const s207 = {"type":"array","description":"the places the caller is staff of (empty for customers), in the order places are listed (at most 100)","maxItems":100,"items":s206};
const s208 = {"type":"boolean","description":"the caller owns the deployment (opens the back office for every place)"};
const s209 = {"type":"array","description":"the places the caller manages in the back office (at most 100), in the order places are listed","maxItems":100,"items":s206};
const s210 = {"userId":s19,"name":{"type":"string","maxLength":100},"email":s115,"birthdate":s186,"phone":s187,"loyaltyPoints":s188,"hasPassword":{"type":"boolean"},"googleLinked":{"type":"boolean"},"profileComplete":s189,"language":s190,"pendingEmail":s191,"activeOrders":s204,"staffOf":s207,"owner":s208,"managerOf":s209};
const s211 = {"type":"object","required":s185,"properties":s210};
const s212 = {"type":"object","required":["data"],"properties":{"data":s211}};
const s213 = {"content":{"application/json":{"schema":s212}}};
const s214 = {"200":s213,"401":s104,"500":s104,"503":s104};
const s215 = {"tags":["my-user"],"summary":"The logged-in user","description":"The caller's account, loyalty balance (derived from the points ledger) and active orders. The\napp fetches it at start-up and keeps it fresh for 5 minutes.\n","operationId":"getMyUser","x-consents-exempt":true,"response":s214};
const s216 = {"method":"GET","url":"/user/getMyUser","schema":s215,"operationId":"getMyUser","security":[{"accessToken":[]}]};
const s217 = {"name":s131,"birthdate":s34,"phone":s133,"language":s26};
const s218 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":s217};
const s219 = {"content":{"application/json":{"schema":s218}}};
const s220 = {"200":s213,"400":s104,"401":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s221 = {"tags":["account"],"summary":"Update name, birthdate, phone or language (Google users complete their profile here)","description":"Changes only the fields sent (at least one). A Google user whose profile is incomplete (no\nbirthdate or phone) is sent here by the app before anything else; `profileComplete` in the\nanswer says whether that is done. `language` is the customer's explicit choice of the app's\nlanguage (Settings): the app applies it on every device after login, and mails use it. The\nemail is changed with `requestEmailChange` instead. The same rules as `register` hold for the\nbirthdate and the name, and a request that breaks one changes nothing.\n","operationId":"updateMyProfile","x-consents-exempt":true,"body":s219,"response":s220};
const s222 = {"method":"PATCH","url":"/user/profile","schema":s221,"operationId":"updateMyProfile","security":[{"accessToken":[]}]};
const s223 = {"currentPassword":s116,"newPassword":s132};
const s224 = {"type":"object","additionalProperties":false,"required":["currentPassword","newPassword"],"properties":s223};
const s225 = {"content":{"application/json":{"schema":s224}}};
const s226 = {"200":s148,"400":s104,"401":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s227 = {"tags":["account"],"summary":"Change the password (needs the current one); other sessions are revoked","description":"Checks the current password, sets the new one and revokes every other session of the account.\nThe session named by the `x-auth-refresh-token` header (the caller's own) is kept, so the user\nstays logged in on this device.\n","operationId":"changePassword","x-consents-exempt":true,"body":s225,"response":s226};
const s228 = {"method":"PUT","url":"/user/password","schema":s227,"operationId":"changePassword","security":[{"accessToken":[]}]};
const s229 = {"type":"object","additionalProperties":false,"required":["newPassword"],"properties":{"newPassword":s132}};
const s230 = {"content":{"application/json":{"schema":s229}}};
const s231 = {"200":s148,"400":s104,"401":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s232 = {"tags":["account"],"summary":"Add a password to an account that has none (Google-only users)","description":"Lets a user who signed up with Google also log in with email and password. An account that\nalready has a password is answered 409; it must use `changePassword`.\n","operationId":"addPassword","x-consents-exempt":true,"body":s230,"response":s231};
const s233 = {"method":"POST","url":"/user/password","schema":s232,"operationId":"addPassword","security":[{"accessToken":[]}]};
const s234 = {"newEmail":s115,"currentPassword":s116,"language":s26};
const s235 = {"type":"object","additionalProperties":false,"required":["newEmail"],"properties":s234};
const s236 = {"content":{"application/json":{"schema":s235}}};
const s237 = {"202":s148,"400":s104,"401":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s238 = {"tags":["account"],"summary":"Ask to change the email; the new address gets a confirmation link","description":"Nothing changes yet: a single-use link to `{PUBLIC_URL}/confirm-email/{token}` (valid for 24\nhours) is mailed to `newEmail`, in the account's language (else `language`, else English), and\nthe email changes only when that link is opened (`confirmEmailChange`). A newer request\nreplaces an older one; `pendingEmail` on the user shows the address waiting for confirmation.\nAn account with a password must give it (`currentPassword`), so that a stolen session cannot\ntake the account over. An address that another account has is answered 409.\n","operationId":"requestEmailChange","x-consents-exempt":true,"body":s236,"response":s237};
const s239 = {"method":"POST","url":"/user/email","schema":s238,"operationId":"requestEmailChange","security":[{"accessToken":[]}]};
const s240 = {"tags":["account"],"summary":"Delete the account; personal data is erased or anonymised and all tokens revoked","description":"Erases or anonymises the caller's personal data and revokes every refresh token; access tokens\nof the account are refused from then on. Takes no body: a body that is sent anyway must be\nvalid JSON (else 400, 413 or 415, as for operations with a body) and is ignored.\n","operationId":"deleteMyAccount","x-consents-exempt":true,"response":s226};
const s241 = {"method":"DELETE","url":"/user","schema":s240,"operationId":"deleteMyAccount","security":[{"accessToken":[]}]};
const s242 = {"type":"string","format":"uuid","maxLength":36,"description":"The caller's own user id (from getMyUser)"};
const s243 = {"type":"object","properties":{"userId":s242},"required":["userId"]};
const s244 = ["essential","dataProcessing","analytics","marketing"];
const s245 = {"type":"string","format":"date-time","maxLength":35,"nullable":true};
const s246 = {"granted":{"type":"boolean"},"updatedAt":s245};
const s247 = {"type":"object","required":["granted"],"properties":s246};
const s248 = {"essential":s247,"dataProcessing":s247,"analytics":s247,"marketing":s247};
const s249 = {"type":"object","required":s244,"properties":s248};
const s250 = {"type":"object","required":["consents"],"properties":{"consents":s249}};
const s251 = {"type":"object","required":["data"],"properties":{"data":s250}};
const s252 = {"content":{"application/json":{"schema":s251}}};
const s253 = {"200":s252,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s254 = {"tags":["consents"],"summary":"The logged-in user's consents (userId must be the caller's own)","description":"The four consents with when each was last changed. `userId` must be the caller's own id (from\n`getMyUser`); any other id is refused with 403 before anything is read.\n","operationId":"getUserConsents","x-consents-exempt":true,"querystring":s243,"response":s253};
const s255 = {"method":"GET","url":"/user-consents","schema":s254,"operationId":"getUserConsents","security":[{"accessToken":[]}]};
const s256 = {"essential":{"type":"boolean"},"dataProcessing":{"type":"boolean"},"analytics":{"type":"boolean"},"marketing":{"type":"boolean"}};
const s257 = {"type":"object","additionalProperties":false,"required":s244,"properties":s256};
const s258 = {"content":{"application/json":{"schema":s257}}};
const s259 = {"200":s252,"400":s104,"401":s104,"403":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s260 = {"tags":["consents"],"summary":"Save the logged-in user's consents (userId must be the caller's own)","description":"Saves all four choices at once. `essential` and `dataProcessing` are required by the app and\nmust be true (else 400 naming them); `analytics` and `marketing` are free. Each change is\ntimestamped. `userId` must be the caller's own id; any other id is refused with 403 before\nanything is written.\n","operationId":"saveUserConsents","x-consents-exempt":true,"querystring":s243,"body":s258,"response":s259};
const s261 = {"method":"PUT","url":"/user-consents","schema":s260,"operationId":"saveUserConsents","security":[{"accessToken":[]}]};
const s262 = {"type":"string","minLength":1,"maxLength":2000,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"};
const s263 = {"type":"integer","format":"int32","minimum":1,"maximum":5};
const s264 = {"message":s262,"rating":s263,"providerId":s19};
const s265 = {"type":"object","additionalProperties":false,"required":["message"],"properties":s264};
const s266 = {"content":{"application/json":{"schema":s265}}};
const s267 = {"type":"object","required":["feedbackId"],"properties":{"feedbackId":s19}};
const s268 = {"type":"object","required":["data"],"properties":{"data":s267}};
const s269 = {"content":{"application/json":{"schema":s268}}};
const s270 = {"201":s269,"400":s104,"401":s104,"403":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s271 = {"tags":["feedback"],"summary":"Send feedback about the app or a provider","description":"Stores the message (trimmed; a blank message is refused) with the caller's id, an optional\nrating from 1 to 5 and an optional provider. Nothing is mailed.\n","operationId":"sendFeedback","body":s266,"response":s270};
const s272 = {"method":"POST","url":"/feedback","schema":s271,"operationId":"sendFeedback","security":[{"accessToken":[]}]};
const s273 = {"type":"string","maxLength":100,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$","description":"Part of the provider's name or code, ignoring case and accents"};
const s274 = {"type":"string","maxLength":20,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$","description":"A place's short code as printed on its QR sign, in any case, with a dash, a space or nothing\nbetween letters and digits (`oliv 42` finds `OLIV-42`). The answer holds that place or nothing.\n"};
const s275 = {"type":"string","minLength":1,"maxLength":200,"pattern":"^[A-Za-z0-9_-]+$","description":"The `nextCursor` of the previous page; leave out for the first page"};
const s276 = {"type":"integer","format":"int32","minimum":1,"maximum":100,"default":100,"description":"How many places per page; 100, the largest page, unless smaller"};
const s277 = {"search":s273,"code":s274,"cursor":s275,"limit":s276};
const s278 = {"type":"string","maxLength":200,"pattern":"^[\\x20-\\x7E]*$","description":"The customer's language for menu texts and country names (the app sends its UI language). Without\na supported language here, the signed-in user's saved language is used, else English. A text\nmissing in that language comes in the place's own language, else in English.\n"};
const s279 = {"type":"string","maxLength":500,"pattern":"^[\\x20-\\x7E]*$","description":"The `ETag` of the answer the client has; when it is still current the answer is 304"};
const s280 = {"Accept-Language":s278,"If-None-Match":s279};
const s281 = ["providerId","code","name","kind","address","country","language","timezone","openingHours","isOpenNow","todayHours","nextOpening","logoUrl"];
const s282 = {"type":"string","nullable":true,"maxLength":13,"pattern":"^[A-Z]{2,8}-[0-9]{2,4}$","description":"The short code printed on the place's QR sign and accepted by listProviders' `code`"};
const s283 = {"type":"string","maxLength":600,"description":"the street address, ending with the country's name in the customer's language"};
const s284 = {"type":"string","nullable":true,"maxLength":2,"pattern":"^[A-Z]{2}$","description":"ISO 3166 alpha-2"};
const s285 = {"type":"string","maxLength":64,"pattern":"^[A-Za-z0-9_+:/-]+$","description":"an IANA time zone"};
const s286 = {"type":"boolean","description":"whether an opening window covers now, on the place's wall clock (`timezone`)"};
const s287 = {"type":"array","maxItems":50,"description":"The windows of today's weekday on the place's wall clock, by opening time (empty when it does not\nopen today). Computed by the server at the time of the answer, as `isOpenNow` and `nextOpening`.\n","items":s32};
const s288 = {"type":"integer","format":"int32","minimum":0,"maximum":7,"description":"0: later today, 1: tomorrow, and so on"};
const s289 = {"type":"integer","format":"int32","minimum":0,"maximum":6,"description":"the weekday, 0 = Sunday"};
const s290 = {"type":"string","maxLength":5,"pattern":"^[0-2][0-9]:[0-5][0-9]$","description":"HH:MM"};
const s291 = {"type":"object","nullable":true,"description":"When the place next opens after now, on its wall clock; null while it is open, and when it has no\nopening hours.\n","required":["inDays","day","time"],"properties":{"inDays":s288,"day":s289,"time":s290}};
const s292 = {"type":"array","maxItems":100,"description":"The place's closed dates that have not ended yet (absent when there are none)","items":s37};
const s293 = {"type":"string","maxLength":200,"pattern":"^[^\\x00-\\x1F\\x7F]*$","description":"shown to customers; may be empty"};
const s294 = {"type":"object","required":["since","reason"],"description":"Online orders are paused (a rush); the counter works as usual","properties":{"since":s52,"reason":s293}};
const s295 = {"providerId":s19,"code":s282,"name":{"type":"string","maxLength":200},"kind":s22,"address":s283,"country":s284,"language":s26,"timezone":s285,"openingHours":s33,"isOpenNow":s286,"todayHours":s287,"nextOpening":s291,"logoUrl":{"type":"string","maxLength":500},"closedDates":s292,"orderingPaused":s294};
const s296 = {"type":"object","required":s281,"properties":s295};
const s297 = {"type":"array","maxItems":100,"description":"at most `limit`","items":s296};
const s298 = {"type":"string","maxLength":200,"pattern":"^[A-Za-z0-9_-]+$","nullable":true,"description":"null on the last page"};
const s299 = {"type":"object","required":["providers","nextCursor"],"properties":{"providers":s297,"nextCursor":s298}};
const s300 = {"type":"object","required":["data"],"properties":{"data":s299}};
const s301 = {"content":{"application/json":{"schema":s300}}};
const s302 = {"200":s301,"304":{},"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s303 = {"tags":["catalog"],"summary":"Coffee shops and restaurants, optionally filtered by name or code, a page at a time","description":"All providers, optionally those whose name or code contains `search` (ignoring case and accents:\n`cafe` finds `Café`), or the one whose short code is `code`, in the order the app lists them, a\npage of at most `limit` (100, the largest page) at a time: pass `nextCursor` back as `cursor`\nfor the next page (null on the last page). A cursor belongs to its `search` and `code`; one\nthat names a place the list no longer has is a 400 (start from the first page). `isOpenNow`, `todayHours` and\n`nextOpening` are computed from the opening hours in the provider's own timezone at the time of\nthe answer. Addresses end with the country's name in the\ncustomer's language (see `Accept-Language`). Answered from memory with an `ETag`; send it back\nin `If-None-Match` to get `304 Not Modified` while nothing changed.\n","operationId":"listProviders","querystring":{"type":"object","properties":s277},"headers":{"type":"object","properties":s280},"response":s302};
const s304 = {"method":"GET","url":"/providers","schema":s303,"operationId":"listProviders","security":[{"accessToken":[]}]};
const s305 = {"type":"object","properties":{"providerId":s19},"required":["providerId"]};
const s306 = {"type":"object","required":["data"],"properties":{"data":s296}};
const s307 = {"content":{"application/json":{"schema":s306}}};
const s308 = {"200":s307,"304":{},"400":s104,"401":s104,"403":s104,"404":s104,"500":s104,"503":s104};
const s309 = {"tags":["catalog"],"summary":"One provider","description":"One provider by id (ids are stable; printed QR codes carry them), in the customer's language\n(see `Accept-Language`), with an `ETag` (`If-None-Match` gets `304 Not Modified`).\n","operationId":"getProvider","params":s305,"headers":{"type":"object","properties":s280},"response":s308};
const s310 = {"method":"GET","url":"/providers/:providerId","schema":s309,"operationId":"getProvider","security":[{"accessToken":[]}]};
const s311 = ["productId","providerId","category","categoryName","name","description","price","currency","pointsPrice","loyaltyPoints","imageUrl","available","nutrition","composition","allergens","maxExtraOptions","extraGroups"];
const s312 = {"type":"string","maxLength":100,"description":"the key of the product's category (stable: it groups the menu's products; never shown)"};
const s313 = {"type":"string","maxLength":200,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$","description":"The category's name as the place gave it, in the customer's language like the product's name:\nthe customer's language, else English, else the place's own language.\n"};
const s314 = {"type":"integer","format":"int32","minimum":0,"maximum":10000000,"description":"minor units"};
const s315 = {"type":"integer","format":"int32","minimum":0,"maximum":10000000};
const s316 = {"type":"string","maxLength":500,"nullable":true,"description":"the product's photo; null when it has none"};
const s317 = {"calories":{"type":"number"},"proteins":{"type":"number"},"fats":{"type":"number"},"carbs":{"type":"number"}};
const s318 = {"type":"object","required":["calories","proteins","fats","carbs"],"properties":s317};
const s319 = {"type":"integer","format":"int32","minimum":0,"maximum":50,"description":"the most extra options one line may carry in all"};
const s320 = ["groupId","name","maxSelectable","options"];
const s321 = ["optionId","name","price","allergens","isDefault"];
const s322 = {"type":"boolean","description":"false while the place has it sold out for today (absent: available)"};
const s323 = {"type":"boolean","description":"What the place serves unless asked otherwise (a cappuccino's whole milk): the product page starts\nwith it chosen, and it is priced like any chosen option. A group has no more defaults than its\n`maxSelectable`. False while the option is sold out (`available: false`).\n"};
const s324 = {"optionId":s19,"name":{"type":"string","maxLength":200},"price":s314,"allergens":s76,"available":s322,"isDefault":s323};
const s325 = {"type":"object","required":s321,"properties":s324};
const s326 = {"type":"array","maxItems":100,"description":"at most 100 (the catalogue's commands refuse more)","items":s325};
const s327 = {"groupId":s19,"name":{"type":"string","maxLength":200},"maxSelectable":s90,"options":s326};
const s328 = {"type":"object","required":s320,"properties":s327};
const s329 = {"type":"array","maxItems":50,"description":"at most 50 (the catalogue's commands refuse more)","items":s328};
const s330 = {"productId":s19,"providerId":s19,"category":s312,"categoryName":s313,"name":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":2000},"price":s314,"currency":s28,"pointsPrice":s315,"loyaltyPoints":s315,"imageUrl":s316,"available":{"type":"boolean"},"nutrition":s318,"composition":{"type":"string","maxLength":2000},"allergens":s76,"maxExtraOptions":s319,"extraGroups":s329};
const s331 = {"type":"object","required":s311,"properties":s330};
const s332 = {"type":"array","maxItems":500,"description":"at most 500 (the catalogue's commands refuse more products for a place)","items":s331};
const s333 = {"type":"object","required":["data"],"properties":{"data":s332}};
const s334 = {"content":{"application/json":{"schema":s333}}};
const s335 = {"200":s334,"304":{},"400":s104,"401":s104,"403":s104,"404":s104,"500":s104,"503":s104};
const s336 = {"tags":["catalog"],"summary":"A provider's products, in menu order","description":"Every product of the provider, sold-out ones included (`available: false`), with nutrition,\nallergens and extra groups, in menu order. Names, descriptions, compositions, the category's name\nand the names of extra groups and options are in the customer's language (see `Accept-Language`),\nelse English, else the place's own. A product without a photo has `imageUrl: null`. Answered from memory with an `ETag` (`If-None-Match` gets `304 Not Modified`).\n","operationId":"listProducts","params":s305,"headers":{"type":"object","properties":s280},"response":s335};
const s337 = {"method":"GET","url":"/providers/:providerId/products","schema":s336,"operationId":"listProducts","security":[{"accessToken":[]}]};
const s338 = {"type":"object","properties":{"providerId":s19,"productId":s19},"required":["providerId","productId"]};
const s339 = {"type":"object","required":["data"],"properties":{"data":s331}};
const s340 = {"content":{"application/json":{"schema":s339}}};
const s341 = {"200":s340,"304":{},"400":s104,"401":s104,"403":s104,"404":s104,"500":s104,"503":s104};
const s342 = {"tags":["catalog"],"summary":"One product with its nutrition, allergens and extras","description":"One product of this provider, in the customer's language like listProducts; a product of\nanother provider is answered 404. With an `ETag` (`If-None-Match` gets `304 Not Modified`).\n","operationId":"getProduct","params":s338,"headers":{"type":"object","properties":s280},"response":s341};
const s343 = {"method":"GET","url":"/providers/:providerId/products/:productId","schema":s342,"operationId":"getProduct","security":[{"accessToken":[]}]};
const s344 = ["productId","quantity","selectedExtraOptions"];
const s345 = {"type":"integer","format":"int32","minimum":1,"maximum":99};
const s346 = {"type":"array","maxItems":30,"items":s19};
const s347 = {"productId":s19,"quantity":s345,"selectedExtraOptions":s346};
const s348 = {"type":"object","additionalProperties":false,"required":s344,"properties":s347};
const s349 = {"type":"array","maxItems":100,"items":s348};
const s350 = {"type":"object","additionalProperties":false,"required":["providerId","items"],"properties":{"providerId":s19,"items":s349}};
const s351 = {"content":{"application/json":{"schema":s350}}};
const s352 = ["providerId","currency","lines","total","pointsTotal","loyaltyPointsEarned"];
const s353 = ["productId","name","imageUrl","quantity","selectedExtraOptions","extras","available","unitPrice","lineTotal","pointsPrice","loyaltyPoints"];
const s354 = {"type":"string","maxLength":200,"nullable":true,"description":"the product's name; null when the product is unknown"};
const s355 = {"type":"string","maxLength":500,"nullable":true,"description":"null when the product is unknown or has no photo"};
const s356 = {"optionId":s19,"name":{"type":"string","maxLength":200},"price":s314};
const s357 = {"type":"object","required":["optionId","name","price"],"properties":s356};
const s358 = {"type":"array","maxItems":30,"description":"the chosen options the product knows, in the order chosen, with their names and unit prices","items":s357};
const s359 = ["unknown_product","unavailable","invalid_extra","too_many_extras","other_provider"];
const s360 = {"type":"string","description":"Why a basket line cannot be sold","enum":s359};
const s361 = {"productId":s19,"name":s354,"imageUrl":s355,"quantity":s345,"selectedExtraOptions":s346,"extras":s358,"available":{"type":"boolean"},"problem":s360,"unitPrice":s199,"lineTotal":s199,"pointsPrice":s199,"loyaltyPoints":s199};
const s362 = {"type":"object","required":s353,"properties":s361};
const s363 = {"type":"array","maxItems":100,"items":s362};
const s364 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000,"description":"minor units, over available lines only"};
const s365 = {"providerId":s19,"currency":s28,"lines":s363,"total":s364,"pointsTotal":s199,"loyaltyPointsEarned":s199};
const s366 = {"type":"object","required":s352,"properties":s365};
const s367 = {"type":"object","required":["data"],"properties":{"data":s366}};
const s368 = {"content":{"application/json":{"schema":s367}}};
const s369 = {"200":s368,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s370 = {"tags":["catalog"],"summary":"Price a basket from the server's catalogue; unavailable or invalid lines are flagged, not fatal","description":"Prices each line from the catalogue (product price plus selected extras, times quantity) and\nsums the available lines. A line with an unknown, sold-out or other provider's product, an\nextra that does not belong to the product, or too many extras is kept with `available: false`\nand a `problem`, and left out of the totals. Only an unknown provider is an error (404).\n","operationId":"quoteBasket","body":s351,"response":s369};
const s371 = {"method":"POST","url":"/basket/quote","schema":s370,"operationId":"quoteBasket","security":[{"accessToken":[]}]};
const s372 = ["timezone","asapAvailable","opensAt","times"];
const s373 = {"type":"string","maxLength":64,"pattern":"^[A-Za-z0-9_+:/-]+$","description":"the place's time zone (IANA), for showing the times"};
const s374 = {"type":"boolean","description":"true while the place is open"};
const s375 = {"type":"string","format":"date-time","maxLength":35,"nullable":true,"description":"when the place next opens, while it is closed (null while open, or when it does not open within a week)"};
const s376 = {"type":"array","description":"The pickup slots within the opening hours, today and tomorrow, the place's preparation time\nahead (15 minutes unless set), its slot length apart (15 minutes unless set), leaving out closed\ndates and the slots that are full (at most 2 x 288)\n","maxItems":576,"items":s52};
const s377 = {"type":"string","format":"date-time","maxLength":35,"nullable":true,"description":"When an order placed now for as soon as possible should be ready, to the minute (the estimate\n`Order.estimatedReadyAt` would start from: now, the preparation time and the orders ahead); null\nwhile as soon as possible is not offered\n"};
const s378 = {"timezone":s373,"asapAvailable":s374,"opensAt":s375,"times":s376,"orderingPaused":s294,"asapReadyAt":s377};
const s379 = {"type":"object","required":s372,"properties":s378};
const s380 = {"type":"object","required":["data"],"properties":{"data":s379}};
const s381 = {"content":{"application/json":{"schema":s380}}};
const s382 = {"200":s381,"400":s104,"401":s104,"403":s104,"404":s104,"500":s104,"503":s104};
const s383 = {"tags":["orders"],"summary":"When an order at this place can be collected (as soon as possible, or a time today or tomorrow)","description":"The pickup choices checkout accepts, computed in the place's own time zone: `asapAvailable` is\ntrue while the place is open; `times` are quarter hours (hh:00, :15, :30, :45) within its\nopening hours, today and tomorrow (local dates), at least 15 minutes from now. A closed place\nanswers `asapAvailable: false` and `opensAt`, the next time it opens (within a week; null when it\ndoes not open within one). Checkout accepts exactly these times (with 5 minutes of grace, so a\ntime picked just before the list moves on is still taken). `asapReadyAt` estimates when an order\nplaced now for as soon as possible would be ready (the place's preparation time and the orders\nahead: see `Order.estimatedReadyAt`).\n","operationId":"listPickupTimes","params":s305,"response":s382};
const s384 = {"method":"GET","url":"/providers/:providerId/pickup-times","schema":s383,"operationId":"listPickupTimes","security":[{"accessToken":[]}]};
const s385 = {"type":"string","format":"uuid","maxLength":36,"description":"A UUID the client generates once per checkout attempt and keeps across retries"};
const s386 = {"type":"object","properties":{"Idempotency-Key":s385},"required":["Idempotency-Key"]};
const s387 = ["providerId","items","paymentMethod","pickup"];
const s388 = {"type":"array","minItems":1,"maxItems":100,"items":s348};
const s389 = {"type":"boolean","enum":[true],"description":"as soon as possible; only while the place is open"};
const s390 = {"type":"object","additionalProperties":false,"required":["asap"],"properties":{"asap":s389}};
const s391 = {"type":"string","format":"date-time","maxLength":35,"description":"one of the `times` of listPickupTimes"};
const s392 = {"type":"object","additionalProperties":false,"required":["at"],"properties":{"at":s391}};
const s393 = {"providerId":s19,"items":s388,"paymentMethod":s198,"pickup":{"oneOf":[s390,s392]}};
const s394 = {"type":"object","additionalProperties":false,"required":s387,"properties":s393};
const s395 = {"content":{"application/json":{"schema":s394}}};
const s396 = ["orderId","number","providerId","providerName","status","paymentMethod","currency","total","pointsSpent","pointsEarned","pickup","lines","history","cancelReason","createdAt","updatedAt"];
const s397 = {"type":"string","maxLength":3,"pattern":"^[0-9]{3}$","description":"what the counter calls out: three digits, counted per place and local day"};
const s398 = {"type":"string","maxLength":100,"pattern":"^[^\\x00-\\x1F\\x7F]*$","description":"the first word of the customer's name, which the staff's tickets show (the customer sees their own)"};
const s399 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000,"description":"minor units; for a points order, what it would have cost"};
const s400 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000,"description":"points paid (points orders)"};
const s401 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000,"description":"points a cash or card order earns, credited when it completes; 0 for points orders"};
const s402 = ["productId","name","imageUrl","quantity","extras","unitPrice","lineTotal","pointsPrice","loyaltyPoints"];
const s403 = {"type":"integer","format":"int32","minimum":0,"maximum":10000000,"description":"minor units, per unit"};
const s404 = {"optionId":s19,"name":{"type":"string","maxLength":200},"price":s403};
const s405 = {"type":"object","required":["optionId","name","price"],"properties":s404};
const s406 = {"type":"array","maxItems":30,"description":"the chosen options, in the order chosen (their ids put the line back in a basket)","items":s405};
const s407 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000,"description":"minor units, product and extras"};
const s408 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000,"description":"minor units, unitPrice times quantity"};
const s409 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000,"description":"points price of the whole line"};
const s410 = {"type":"integer","format":"int64","minimum":0,"maximum":10000000000000,"description":"points the whole line earns with cash or card"};
const s411 = {"productId":s19,"name":{"type":"string","maxLength":200},"imageUrl":{"type":"string","maxLength":500},"quantity":s345,"extras":s406,"unitPrice":s407,"lineTotal":s408,"pointsPrice":s409,"loyaltyPoints":s410};
const s412 = {"type":"object","description":"A line as it was sold; names and prices are kept from the moment of the order","required":s402,"properties":s411};
const s413 = {"type":"array","maxItems":100,"items":s412};
const s414 = {"type":"string","maxLength":200,"nullable":true};
const s415 = {"type":"object","required":["status","at","reason"],"properties":{"status":s197,"at":s52,"reason":s414}};
const s416 = {"type":"array","maxItems":5,"description":"every status the order went through, oldest first (at most one entry per status)","items":s415};
const s417 = {"type":"string","description":"Who cancelled a cancelled order (only a cancelled order has it): `customer` (the customer, or their\naccount's deletion) or `place` (the staff, or the place's sweep of orders never collected). The\ncustomer's app announces a cancellation by the place as prominently as \"ready\".\n","enum":["customer","place"]};
const s418 = {"type":"string","format":"date-time","maxLength":35,"description":"When the order should be ready, to the minute, while it is under way (absent once completed or\ncancelled). A ready order's is when it became ready. A pending or preparing order's is when it was\nplaced plus the place's preparation time plus a few minutes for each order ahead of it (the\nplace's orders not yet ready that it would start before this one), never earlier than the pickup\ntime asked for, nor than now. It moves when orders ahead move on: the stream's `queue.moved`\ntells when to read it again.\n"};
const s419 = {"orderId":s19,"number":s397,"providerId":s19,"providerName":{"type":"string","maxLength":200},"customerFirstName":s398,"status":s197,"paymentMethod":s198,"currency":s28,"total":s399,"pointsSpent":s400,"pointsEarned":s401,"pickup":s201,"lines":s413,"history":s416,"cancelReason":s414,"cancelledBy":s417,"estimatedReadyAt":s418,"createdAt":s52,"updatedAt":s52};
const s420 = {"type":"object","required":s396,"properties":s419};
const s421 = {"type":"object","required":["data"],"properties":{"data":s420}};
const s422 = {"content":{"application/json":{"schema":s421}}};
const s423 = {"200":s422,"201":s422,"400":s104,"401":s104,"403":s104,"404":s104,"409":s104,"413":s104,"415":s104,"422":s104,"500":s104,"503":s104};
const s424 = {"tags":["orders"],"summary":"Place an order from a basket; priced by the server, idempotent by its Idempotency-Key","description":"Prices the basket from the server's own catalogue (the request carries no price: the same\npricing as `quoteBasket`), checks every line, the pickup choice and the payment method, and\nstores the order as `pending`, with a short `number` the counter calls out (three digits, per\nplace and local day).\n\n**Payment.** `cash` and `card` are settled at the counter; the order earns `pointsEarned`, credited\nto the ledger when it completes. `points` is settled now: every line must have a points price,\nand the points are debited from the ledger in the same transaction that stores the order (the\nuser's row is locked, so concurrent checkouts never take the balance below zero). A points order\nearns no points.\n\n**Idempotency.** The client generates an `Idempotency-Key` (a UUID) once per checkout attempt\nand sends the same key on every retry (double click, timeout, reload) until it has the answer.\nThe first request with a key creates the order (201); a later one with the same key and the same\nbody answers the same order as it is now (200) and changes nothing; the same key with a\ndifferent body is refused (409 `IDEMPOTENCY_KEY_REUSED`). Refused checkouts (422) store nothing,\nso the key may be retried once the basket is fixed.\n\n**Pickup.** `{ asap: true }` while the place is open, or `{ at }`, one of the `times` of\n`listPickupTimes`.\n","operationId":"checkout","headers":s386,"body":s395,"response":s423};
const s425 = {"method":"POST","url":"/orders","schema":s424,"operationId":"checkout","security":[{"accessToken":[]}]};
const s426 = {"type":"string","description":"`active` (the default) or `history`","enum":["active","history"],"default":"active"};
const s427 = {"type":"integer","format":"int32","minimum":1,"maximum":50,"default":20,"description":"How many rows per page"};
const s428 = {"scope":s426,"cursor":s275,"limit":s427};
const s429 = {"type":"array","maxItems":50,"description":"at most `limit`","items":s420};
const s430 = {"type":"object","required":["orders","nextCursor"],"properties":{"orders":s429,"nextCursor":s298}};
const s431 = {"type":"object","required":["data"],"properties":{"data":s430}};
const s432 = {"content":{"application/json":{"schema":s431}}};
const s433 = {"200":s432,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s434 = {"tags":["orders"],"summary":"The caller's orders, newest first, active ones or the history, a page at a time","description":"The caller's own orders only. `scope=active` lists orders still under way (`pending`,\n`preparing`, `ready`); `scope=history` lists finished ones (`completed`, `cancelled`). Newest\nfirst; pass `nextCursor` back as `cursor` for the next page (null on the last page). A cursor\nis opaque and belongs to its scope.\n","operationId":"listMyOrders","querystring":{"type":"object","properties":s428},"response":s433};
const s435 = {"method":"GET","url":"/orders","schema":s434,"operationId":"listMyOrders","security":[{"accessToken":[]}]};
const s436 = {"type":"object","properties":{"orderId":s19},"required":["orderId"]};
const s437 = {"200":s422,"400":s104,"401":s104,"403":s104,"404":s104,"500":s104,"503":s104};
const s438 = {"tags":["orders"],"summary":"One of the caller's orders, with its lines and status history","description":"The order with its lines (names and prices as they were when it was placed) and every status it\nwent through. Another customer's order is answered 404, exactly as an id that does not exist,\nso the answer never tells whether it exists.\n","operationId":"getMyOrder","params":s436,"response":s437};
const s439 = {"method":"GET","url":"/orders/:orderId","schema":s438,"operationId":"getMyOrder","security":[{"accessToken":[]}]};
const s440 = {"type":"object","properties":{"idempotencyKey":s19},"required":["idempotencyKey"]};
const s441 = {"tags":["orders"],"summary":"The order one of the caller's checkout attempts placed, if it did","description":"The order the caller's checkout with this `Idempotency-Key` placed. An app that reloads in the\nmiddle of a checkout asks it before showing the form again: a 200 is the order (show it, never\nthe form that could place a second one); 404 means the attempt placed nothing. Another\ncustomer's key is answered 404 too.\n","operationId":"getMyOrderAttempt","params":s440,"response":s437};
const s442 = {"method":"GET","url":"/order-attempts/:idempotencyKey","schema":s441,"operationId":"getMyOrderAttempt","security":[{"accessToken":[]}]};
const s443 = {"200":s422,"400":s104,"401":s104,"403":s104,"404":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s444 = {"tags":["orders"],"summary":"Cancel one of the caller's orders while it is still pending; points spent are refunded","description":"Moves the caller's own `pending` order to `cancelled` and, in the same transaction, refunds the\npoints it spent (one ledger row per order, so a refund never happens twice). Once the place\nhas started preparing it, only the place can cancel it (409 `ORDER_NOT_CANCELLABLE`). Another\ncustomer's order is answered 404. Takes no body: a body that is sent anyway must be valid JSON\n(else 400, 413 or 415) and is ignored.\n","operationId":"cancelMyOrder","params":s436,"response":s443};
const s445 = {"method":"POST","url":"/orders/:orderId/cancel","schema":s444,"operationId":"cancelMyOrder","security":[{"accessToken":[]}]};
const s446 = {"type":"object","properties":{"cursor":s275,"limit":s427}};
const s447 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991,"description":"the sum of every row of the ledger"};
const s448 = ["entryId","delta","reason","orderId","orderNumber","providerId","providerName","note","createdAt"];
const s449 = {"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647,"description":"positive when points were added, negative when taken"};
const s450 = ["order_earned","order_spent","order_refunded","staff_awarded","staff_redeemed","adjusted","welcome_bonus"];
const s451 = {"type":"string","description":"Why points moved: `order_earned` (a cash or card order completed), `order_spent` (paid an order\nwith points), `order_refunded` (a points order was cancelled), `staff_awarded` (awarded at the\ncounter), `staff_redeemed` (redeemed at the counter), `adjusted` (a correction), `welcome_bonus`.\n","enum":s450};
const s452 = {"type":"string","format":"uuid","maxLength":36,"nullable":true};
const s453 = {"type":"string","maxLength":3,"pattern":"^[0-9]{3}$","nullable":true};
const s454 = {"type":"string","maxLength":200,"pattern":"\\S","nullable":true,"description":"the reason the cashier typed when awarding or redeeming at the counter; null for other movements"};
const s455 = {"entryId":s19,"delta":s449,"reason":s451,"orderId":s452,"orderNumber":s453,"providerId":s452,"providerName":s414,"note":s454,"createdAt":s52};
const s456 = {"type":"object","required":s448,"properties":s455};
const s457 = {"type":"array","maxItems":50,"description":"at most `limit`","items":s456};
const s458 = {"balance":s447,"entries":s457,"nextCursor":s298};
const s459 = {"type":"object","required":["balance","entries","nextCursor"],"properties":s458};
const s460 = {"type":"object","required":["data"],"properties":{"data":s459}};
const s461 = {"content":{"application/json":{"schema":s460}}};
const s462 = {"200":s461,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s463 = {"tags":["points"],"summary":"The caller's loyalty points ledger, newest first, a page at a time, with the balance","description":"Every movement of the caller's points, one row each (earned by a completed order, spent on an\norder, refunded by a cancellation, awarded or redeemed at the counter (with the reason the cashier\ntyped, `note`), adjusted, welcome bonus).\nThe ledger is append-only and `balance` is the sum of all its rows. Pass `nextCursor` back as\n`cursor` for the next page (null on the last page).\n","operationId":"listMyPointsHistory","querystring":s446,"response":s462};
const s464 = {"method":"GET","url":"/points/history","schema":s463,"operationId":"listMyPointsHistory","security":[{"accessToken":[]}]};
const s465 = {"type":"string","maxLength":2048,"pattern":"^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$","description":"a signed JWT, what the QR code encodes; only staff can use it"};
const s466 = {"type":"string","minLength":8,"maxLength":8,"pattern":"^[A-HJKMNP-Z2-9]{8}$","description":"the short code shown under the QR code (as XXXX-XXXX), which a cashier can type instead of scanning; no look-alike characters (0, O, 1, I, L); valid and replaced with the token"};
const s467 = {"type":"string","format":"date-time","maxLength":35,"description":"when the app should fetch a new one"};
const s468 = {"token":s465,"code":s466,"expiresAt":s52,"renewAt":s467};
const s469 = {"type":"object","required":["token","code","expiresAt","renewAt"],"properties":s468};
const s470 = {"type":"object","required":["data"],"properties":{"data":s469}};
const s471 = {"content":{"application/json":{"schema":s470}}};
const s472 = {"200":s471,"401":s104,"403":s104,"500":s104,"503":s104};
const s473 = {"tags":["counter-token"],"summary":"A short-lived signed token for the personal QR code shown at the counter","description":"Issues a new token that identifies the caller at the counter: a signed JWT for the counter only\n(never a bare user id), valid for 5 minutes. Issuing it replaces the caller's previous token,\nwhich staff can no longer scan (so a screenshot stops working once the app has renewed it).\n`code` is a short code (8 characters without look-alikes, shown as XXXX-XXXX) that a cashier\ncan type instead of scanning; it is valid and replaced with the token.\nThe profile screen shows it as a QR code and fetches a new one at `renewAt`, a minute before\n`expiresAt`. Answered with `Cache-Control: no-store`.\n","operationId":"getMyQrToken","response":s472};
const s474 = {"method":"GET","url":"/user/qr-token","schema":s473,"operationId":"getMyQrToken","security":[{"accessToken":[]}]};
const s475 = {"type":"string","maxLength":512,"pattern":"^[A-Za-z0-9_-]+$","description":"32 random bytes, base64url"};
const s476 = {"type":"object","required":["ticket","expiresAt"],"properties":{"ticket":s475,"expiresAt":s52}};
const s477 = {"type":"object","required":["data"],"properties":{"data":s476}};
const s478 = {"content":{"application/json":{"schema":s477}}};
const s479 = {"201":s478,"400":s104,"401":s104,"403":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s480 = {"tags":["events"],"summary":"A one-time ticket to open the live event stream (EventSource cannot send headers)","description":"`EventSource` cannot send `x-auth-token`, and an access token never goes into a URL. This\nanswers a random ticket, valid for 60 seconds and for one connection of `streamEvents` only.\nAsk for a new ticket for every (re)connection. Takes no body: a body that is sent anyway must be\nvalid JSON (else 400, 413 or 415) and is ignored.\n","operationId":"createEventsTicket","response":s479};
const s481 = {"method":"POST","url":"/events/ticket","schema":s480,"operationId":"createEventsTicket","security":[{"accessToken":[]}]};
const s482 = {"type":"string","minLength":16,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","description":"A ticket from createEventsTicket"};
const s483 = {"type":"object","properties":{"ticket":s482},"required":["ticket"]};
const s484 = {"type":"string","enum":["stream.ready"]};
const s485 = {"type":"integer","format":"int32","minimum":0,"maximum":86400000,"description":"How long (milliseconds, at most a day) before this connection the server last had an event for the stream's owner (on the customer's stream: `order.updated`, `points.changed`; on a staff stream: the place's), as far as it can tell. What the app read before that moment may have missed an event and is refetched; what it read since cannot have, and need not be: on first connection this spares fetching every screen twice. 0 when the server cannot tell (it has just started). The events that name no one (`soldout.changed`, `catalog.changed`, `queue.moved`) are not counted."};
const s486 = {"type":"object","description":"The first event of every connection; refetch what is shown to catch up","required":["type"],"properties":{"type":s484,"quietForMs":s485}};
const s487 = {"type":"string","enum":["order.updated"]};
const s488 = {"type":"object","description":"One of the caller's orders changed (status, cancellation)","required":["type","order"],"properties":{"type":s487,"order":s420}};
const s489 = {"type":"string","enum":["points.changed"]};
const s490 = {"type":"object","description":"The caller's loyalty balance changed","required":["type","balance"],"properties":{"type":s489,"balance":s188}};
const s491 = {"type":"string","enum":["soldout.changed"]};
const s492 = {"type":"string","format":"uuid","maxLength":36,"description":"the place whose menu changed"};
const s493 = ["kind","itemId","soldOut","businessDate"];
const s494 = {"type":"string","description":"`product` or `extra` (an extra option, for every product of the place offering it)","enum":["product","extra"]};
const s495 = {"type":"string","format":"date","maxLength":10,"description":"the place's local day the mark is for"};
const s496 = {"kind":s494,"itemId":s19,"soldOut":{"type":"boolean"},"businessDate":s495};
const s497 = {"type":"object","required":s493,"properties":s496};
const s498 = {"type":s491,"providerId":s492,"change":s497};
const s499 = {"type":"object","description":"A product or extra of a place was marked sold out for today, or back","required":["type","providerId","change"],"properties":s498};
const s500 = {"type":"string","enum":["catalog.changed"]};
const s501 = {"type":"string","format":"uuid","maxLength":36,"description":"the place whose catalogue changed"};
const s502 = {"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991,"description":"the place's catalogue version after the change"};
const s503 = {"type":s500,"providerId":s501,"version":s502};
const s504 = {"type":"object","description":"A place's menu changed (products, categories, extras, translations or opening hours)","required":["type","providerId","version"],"properties":s503};
const s505 = {"type":"string","enum":["queue.moved"]};
const s506 = {"type":"string","format":"uuid","maxLength":36,"description":"the place whose queue moved"};
const s507 = {"type":"object","description":"A place's queue moved: one of its orders was placed, became ready, was cancelled or taken back from\nready. It carries the place alone (no order, no customer) and reaches the streams of the customers\nwith an order pending or preparing there: the app reads that order again for its new\n`estimatedReadyAt`, and checkout its pickup times.\n","required":["type","providerId"],"properties":{"type":s505,"providerId":s506}};
const s508 = {"description":"The JSON of one server-sent event's `data:` line; its `type` is also the `event:` name","oneOf":[s486,s488,s490,s499,s504,s507]};
const s509 = {"content":{"text/event-stream":{"schema":s508}}};
const s510 = {"200":s509,"400":s104,"401":s104,"500":s104,"503":s104};
const s511 = {"tags":["events"],"summary":"The caller's live events as server-sent events (open with EventSource and a ticket)","description":"Not a fetch call: open `new EventSource('/api/events?ticket=...')` with a ticket from\n`createEventsTicket` (spent on connecting). The stream carries the ticket owner's own events, and\nthe menus' sold-out marks, which concern every customer, and the queue moves of the places where the\nowner has an order still to be made; each has an `id:` line, an `event:` line with its `type`, and one `data:` line, a `LiveEvent` as\nJSON (this response's schema). The first event is `stream.ready`; a comment line (`: heartbeat`)\nfollows every 25 seconds so proxies keep the connection open.\n\nEvents: `order.updated` (one of the caller's orders changed status, with the whole order),\n`points.changed` (the caller's balance changed) and `soldout.changed` (a place's staff marked a\nproduct or an extra sold out for today, or back: refetch that place's menu, products and basket\nquote), `catalog.changed` (a place's menu changed) and `queue.moved` (a place's queue of orders\nmoved, naming the place only; sent to the streams of the customers with an order pending or\npreparing there, who refetch it for its new `estimatedReadyAt`). All reach every instance's streams. Nothing is replayed: on `stream.ready` (first\nconnection and every reconnection) the app refetches what it shows, or on first connection only\nwhat it read before the moment `quietForMs` names. The ticket is single-use,\nso when the connection drops (EventSource `error`), close it, ask for a new ticket and open a\nnew EventSource. The server ends every stream when it shuts down.\n","operationId":"streamEvents","querystring":s483,"response":s510};
const s512 = {"method":"GET","url":"/events","schema":s511,"operationId":"streamEvents","security":[]};
const s513 = {"type":"boolean","description":"still pending more than the place's `pendingFlagMinutes` (15 by default) after its pickup time (its creation time when asap)"};
const s514 = {"type":"object","required":["overdue"],"properties":{"overdue":s513}};
const s515 = {"description":"An order as the staff queue lists it, with whether it is overdue","allOf":[s420,s514]};
const s516 = {"type":"array","maxItems":10000,"description":"Every order under way, uncapped. The bound is what a place can have under way:\nat most 999 orders a day (the numbers of a day), pending ones cancelled within\nhours, so 10,000 means days of orders left preparing or ready.\n","items":s515};
const s517 = {"type":"object","required":["data"],"properties":{"data":s516}};
const s518 = {"content":{"application/json":{"schema":s517}}};
const s519 = {"200":s518,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s520 = {"tags":["staff"],"summary":"The place's active orders (pending, preparing, ready), oldest first","description":"What the order queue shows: every order of the place that is still under way, oldest first,\nwith its lines, extras, payment method and pickup time, and `overdue` when it is still pending\nmore than the place's `pendingFlagMinutes` (15 by default) after its pickup time. Nothing is\nleft out: a pending order nobody collects is cancelled once it is `pendingCancelMinutes` (60 by\ndefault) past its pickup time, so forgotten orders never pile up. Only the place's staff may\ncall it: a customer, or staff of another place, is answered 403 and learns nothing. Live\nchanges come through `streamStaffEvents`.\n","operationId":"listStaffOrders","params":s305,"response":s519};
const s521 = {"method":"GET","url":"/staff/providers/:providerId/orders","schema":s520,"operationId":"listStaffOrders","security":[{"accessToken":[]}]};
const s522 = {"type":"object","required":["data"],"properties":{"data":s51}};
const s523 = {"content":{"application/json":{"schema":s522}}};
const s524 = {"200":s523,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s525 = {"tags":["staff"],"summary":"The place's settings the staff console works by","description":"When a ticket's age turns amber and red, and how long after its pickup time a pending order is\nflagged `overdue` and then cancelled as not collected: the place's own, as its owner or managers set\nthem in the back office (`setCounterSettings`), or the defaults (5, 10, 15 and 60 minutes). Only the\nplace's staff may call it.\n","operationId":"getStaffSettings","params":s305,"response":s524};
const s526 = {"method":"GET","url":"/staff/providers/:providerId/settings","schema":s525,"operationId":"getStaffSettings","security":[{"accessToken":[]}]};
const s527 = {"type":"object","properties":{"providerId":s19,"orderId":s19},"required":["providerId","orderId"]};
const s528 = {"type":"string","minLength":1,"maxLength":200,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$","description":"required when `status` is `cancelled`; shown to the customer"};
const s529 = {"type":"object","additionalProperties":false,"required":["status"],"properties":{"status":s197,"reason":s528}};
const s530 = {"content":{"application/json":{"schema":s529}}};
const s531 = {"tags":["staff"],"summary":"Move one of the place's orders to its next status, or cancel it with a reason","description":"Moves the order along OrderStatus's `x-transitions` (pending -> preparing -> ready -> completed,\nor cancelled from pending or preparing). Cancelling needs a `reason`, which the customer sees;\nit refunds the points the order spent. Completing a cash or card order credits the points it\nearns. The customer's and the staff's open apps get the change live. An order of another place\nis answered 404, whatever its id.\n","operationId":"moveStaffOrder","params":s527,"body":s530,"response":s443};
const s532 = {"method":"POST","url":"/staff/providers/:providerId/orders/:orderId/status","schema":s531,"operationId":"moveStaffOrder","security":[{"accessToken":[]}]};
const s533 = {"200":s422,"400":s104,"401":s104,"403":s104,"404":s104,"409":s104,"413":s104,"415":s104,"422":s104,"500":s104,"503":s104};
const s534 = {"tags":["staff"],"summary":"Bring one of the place's orders one step back (undo a move)","description":"Undoes the order's last move: `preparing` goes back to `pending`, `ready` to `preparing`,\n`completed` to `ready`. A `preparing` or `ready` order can be recalled within 10 minutes of\nthe move that brought it there; a `completed` order while it is among the place's\nrecently completed orders (`listRecentStaffOrders`: completed today, in the place's time\nzone). A `pending` order has nothing to undo and a `cancelled` one never comes back (the\ncustomer was told, and a points order's points were refunded): 409 `INVALID_TRANSITION`,\nas for a window that has passed. Recalling a completed cash or card order takes back the\npoints its completion credited (an `adjusted` ledger row); when the customer has spent them\nsince, the recall is refused with 422 `INSUFFICIENT_POINTS` and nothing changes. Completing\nthe order again credits them again. The customer's and the staff's open apps get the change\nlive. An order of another place is answered 404, whatever its id. Takes no body.\n","operationId":"recallStaffOrder","params":s527,"response":s533};
const s535 = {"method":"POST","url":"/staff/providers/:providerId/orders/:orderId/recall","schema":s534,"operationId":"recallStaffOrder","security":[{"accessToken":[]}]};
const s536 = {"type":"array","maxItems":50,"description":"The 50 most recently completed orders of today at most","items":s420};
const s537 = {"type":"object","required":["data"],"properties":{"data":s536}};
const s538 = {"content":{"application/json":{"schema":s537}}};
const s539 = {"200":s538,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s540 = {"tags":["staff"],"summary":"The place's orders completed today, newest first (at most 50)","description":"The console's \"recently completed\" list: the place's orders completed today (the place's\nlocal day), the most recently completed first, 50 at most. Each can be brought back with\n`recallStaffOrder`. Only the place's staff may call it.\n","operationId":"listRecentStaffOrders","params":s305,"response":s539};
const s541 = {"method":"GET","url":"/staff/providers/:providerId/orders/recent","schema":s540,"operationId":"listRecentStaffOrders","security":[{"accessToken":[]}]};
const s542 = {"type":"string","minLength":1,"maxLength":2048,"pattern":"^[A-Za-z0-9._-]+$","description":"what the QR code encodes, a JWT"};
const s543 = {"type":"string","minLength":8,"maxLength":16,"pattern":"^[A-Za-z0-9 -]+$","description":"the short code under the QR code, as typed: case-insensitive, dashes and spaces ignored"};
const s544 = {"type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"description":"either `token` (scanned) or `code` (typed)","properties":{"token":s542,"code":s543}};
const s545 = {"content":{"application/json":{"schema":s544}}};
const s546 = ["firstName","balance","counterSession","expiresAt","openOrders"];
const s547 = {"type":"string","maxLength":100,"description":"the first word of the customer's name; nothing else is shown"};
const s548 = {"type":"string","maxLength":2048,"pattern":"^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$","description":"a signed JWT, what awardPoints and redeemPoints take, for this place and staff member"};
const s549 = {"type":"string","maxLength":500,"pattern":"\\S","description":"what it holds, e.g. \"2 x Flat White, 1 x Butter Croissant\" (cut at 500 characters)"};
const s550 = {"orderId":s19,"number":s193,"status":s197,"items":s549};
const s551 = {"type":"object","description":"One of the customer's orders under way, as the counter shows it","required":["orderId","number","status","items"],"properties":s550};
const s552 = {"type":"array","maxItems":50,"description":"the customer's orders under way at this place (the oldest 50), oldest first, for handing over with `moveStaffOrder`","items":s551};
const s553 = {"firstName":s547,"balance":s188,"counterSession":s548,"expiresAt":s52,"openOrders":s552};
const s554 = {"type":"object","required":s546,"properties":s553};
const s555 = {"type":"object","required":["data"],"properties":{"data":s554}};
const s556 = {"content":{"application/json":{"schema":s555}}};
const s557 = {"200":s556,"400":s104,"401":s104,"403":s104,"413":s104,"415":s104,"422":s104,"429":s104,"500":s104,"503":s104};
const s558 = {"tags":["staff"],"summary":"Identify a customer at the counter by their personal QR code or its short code","description":"Checks a scanned personal QR token, or the short code shown under it and typed by the cashier\n(`getMyQrToken`'s `code`: case-insensitive, dashes and spaces ignored), and answers only what\nthe counter needs: the customer's first name and points balance, their orders under way at\nthis place (to hand over with `moveStaffOrder`), and a `counterSession` that `awardPoints` and\n`redeemPoints` take for the next 15 minutes, for this place and this staff member only (the QR\ncode itself renews every few minutes). An expired, forged or replaced token is refused with 422\n`COUNTER_TOKEN_REFUSED` and `details.reason`; a code that is not a customer's current one is\nrefused the same way with `invalid`, and counts as a failed lookup: past\n`COUNTER_CODE_FAILURES_STAFF_MAX` (10) for the staff member or `COUNTER_CODE_FAILURES_PLACE_MAX`\n(30) for the place in `COUNTER_CODE_FAILURES_WINDOW_MINUTES` (15), typed codes are answered 429\nwith `Retry-After` (scans still work).\n","operationId":"lookupCustomer","params":s305,"body":s545,"response":s557};
const s559 = {"method":"POST","url":"/staff/providers/:providerId/customers/lookup","schema":s558,"operationId":"lookupCustomer","security":[{"accessToken":[]}]};
const s560 = ["counterSession","requestId","points","reason"];
const s561 = {"type":"string","minLength":1,"maxLength":2048,"pattern":"^[A-Za-z0-9._-]+$","description":"the `counterSession` of lookupCustomer"};
const s562 = {"type":"string","format":"uuid","maxLength":36,"description":"a new UUID per attempt; a retry with the same one changes nothing"};
const s563 = {"type":"integer","format":"int32","minimum":1,"maximum":100000,"description":"at most 100,000 in one request"};
const s564 = {"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","description":"what the points are for; shown in the customer's history"};
const s565 = {"counterSession":s561,"requestId":s562,"points":s563,"reason":s564};
const s566 = {"type":"object","additionalProperties":false,"required":s560,"properties":s565};
const s567 = {"content":{"application/json":{"schema":s566}}};
const s568 = {"type":"object","required":["balance"],"properties":{"balance":s188}};
const s569 = {"type":"object","required":["data"],"properties":{"data":s568}};
const s570 = {"content":{"application/json":{"schema":s569}}};
const s571 = {"200":s570,"400":s104,"401":s104,"403":s104,"409":s104,"413":s104,"415":s104,"422":s104,"500":s104,"503":s104};
const s572 = {"tags":["staff"],"summary":"Award points for an in-store purchase to the customer of a counter session","description":"Adds a `staff_awarded` ledger row with the staff member and the place. `requestId` (a new UUID\nper attempt) makes a retry harmless: the same id never awards twice, and the same id sent with\nanother request (other points, or a redeem) is refused with 409 `IDEMPOTENCY_KEY_REUSED`. A\ncustomer who deleted their account since the scan is refused like an invalid session. The\ncustomer's open apps get the new balance live.\n","operationId":"awardPoints","params":s305,"body":s567,"response":s571};
const s573 = {"method":"POST","url":"/staff/providers/:providerId/points/award","schema":s572,"operationId":"awardPoints","security":[{"accessToken":[]}]};
const s574 = {"tags":["staff"],"summary":"Redeem points for an in-store reward; never below zero","description":"Takes points with a `staff_redeemed` ledger row (staff member and place), under the same row\nlock as checkout: concurrent redeems never drive a balance below zero. A balance that is short\nis refused with 422 `INSUFFICIENT_POINTS` (`details` says the balance) and nothing changes. The\nsame `requestId` never redeems twice, and sent with another request (other points, or an award)\nit is refused with 409 `IDEMPOTENCY_KEY_REUSED`. A customer who deleted their account since the\nscan is refused like an invalid session.\n","operationId":"redeemPoints","params":s305,"body":s567,"response":s571};
const s575 = {"method":"POST","url":"/staff/providers/:providerId/points/redeem","schema":s574,"operationId":"redeemPoints","security":[{"accessToken":[]}]};
const s576 = {"type":"string","format":"uuid","maxLength":36,"description":"a productId or an extra optionId of the place"};
const s577 = {"kind":s494,"itemId":s576,"soldOut":{"type":"boolean"}};
const s578 = {"type":"object","additionalProperties":false,"required":["kind","itemId","soldOut"],"properties":s577};
const s579 = {"content":{"application/json":{"schema":s578}}};
const s580 = {"type":"object","required":["data"],"properties":{"data":s497}};
const s581 = {"content":{"application/json":{"schema":s580}}};
const s582 = {"200":s581,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s583 = {"tags":["staff"],"summary":"Mark a product or an extra option of the place sold out for today, or back","description":"`soldOut: true` marks the product (or the extra option, for every product offering it) sold out\nuntil the end of the place's local day; `false` takes it back. Customers' menus show it at once\n(`Product.available`, `ExtraOption.available`), quotes flag such lines `unavailable` and\ncheckout refuses them (422 `PRODUCT_UNAVAILABLE`). The place's staff streams and every\ncustomer's stream get `soldout.changed`, so open menus and baskets refetch. An id\nthat is not one of this place's products or extra options is answered 404.\n","operationId":"setSoldOut","params":s305,"body":s579,"response":s582};
const s584 = {"method":"PUT","url":"/staff/providers/:providerId/sold-out","schema":s583,"operationId":"setSoldOut","security":[{"accessToken":[]}]};
const s585 = {"tags":["staff"],"summary":"A one-time ticket to open the place's staff event stream","description":"As `createEventsTicket`, for `streamStaffEvents` of this place: valid for 60 seconds and one\nconnection. Only the place's staff get one. Takes no body.\n","operationId":"createStaffEventsTicket","params":s305,"response":s479};
const s586 = {"method":"POST","url":"/staff/providers/:providerId/events/ticket","schema":s585,"operationId":"createStaffEventsTicket","security":[{"accessToken":[]}]};
const s587 = {"type":"string","minLength":16,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","description":"A ticket from createStaffEventsTicket"};
const s588 = {"type":"object","properties":{"ticket":s587},"required":["ticket"]};
const s589 = {"type":"string","enum":["staff.access-removed"]};
const s590 = {"type":s589,"userId":s19,"providerId":s19};
const s591 = {"type":"object","description":"On a place's staff stream: `userId` is no longer staff of the place (removed from its team). The\nserver closes that person's open staff streams of the place right after it; their console says\nthey lost access. Other staff may refresh the team they show.\n","required":["type","userId","providerId"],"properties":s590};
const s592 = {"description":"The JSON of one staff stream event's `data:` line; its `type` is also the `event:` name","oneOf":[s486,s488,s499,s591]};
const s593 = {"content":{"text/event-stream":{"schema":s592}}};
const s594 = {"200":s593,"400":s104,"401":s104,"500":s104,"503":s104};
const s595 = {"tags":["staff"],"summary":"The place's live events for its staff, as server-sent events (EventSource and a ticket)","description":"Open with `new EventSource('/api/staff/providers/<id>/events?ticket=...')` and a ticket from\n`createStaffEventsTicket` for the same place. Events: `stream.ready` first (refetch the queue),\n`order.updated` (a new order, or one that changed status, with the whole order) and\n`soldout.changed`. Reaches every instance's streams. A heartbeat comment follows every 25\nseconds.\n","operationId":"streamStaffEvents","params":s305,"querystring":s588,"response":s594};
const s596 = {"method":"GET","url":"/staff/providers/:providerId/events","schema":s595,"operationId":"streamStaffEvents","security":[]};
const s597 = ["today","last7Days","last30Days","custom"];
const s598 = {"type":"string","description":"The days a report covers, in the place's time zone (for all places, each place's own days):\n`today`, `last7Days` and `last30Days` end with today; `custom` takes `from` and `to`.\n","enum":s597};
const s599 = {"type":"string","format":"date","maxLength":10,"pattern":"^\\d{4}-\\d{2}-\\d{2}$","description":"The first day (with `custom`)"};
const s600 = {"type":"string","format":"date","maxLength":10,"pattern":"^\\d{4}-\\d{2}-\\d{2}$","description":"The last day, included (with `custom`; at most 366 days from `from`)"};
const s601 = {"type":"object","properties":{"period":s598,"from":s599,"to":s600},"required":["period"]};
const s602 = ["providerId","from","to","totals","days","hours","topProducts","timeToReady","cancellations","points"];
const s603 = {"type":"string","format":"uuid","maxLength":36,"nullable":true,"description":"null for all places"};
const s604 = {"type":"string","format":"date","maxLength":10,"description":"the first day (for all places, the earliest place's)"};
const s605 = {"type":"string","format":"date","maxLength":10,"description":"the last day, included"};
const s606 = ["currency","orders","revenue","averageTicket","cash","card","points"];
const s607 = {"type":"integer","format":"int32","minimum":0,"maximum":2147483647,"description":"completed orders, whatever they were paid with"};
const s608 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991,"description":"cash + card, minor units"};
const s609 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991,"description":"revenue / cash and card orders, rounded; 0 without any"};
const s610 = {"type":"integer","format":"int32","minimum":0,"maximum":2147483647};
const s611 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991,"description":"minor units"};
const s612 = {"type":"object","required":["orders","amount"],"properties":{"orders":s610,"amount":s611}};
const s613 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991,"description":"points spent on them"};
const s614 = {"type":"object","required":["orders","points"],"properties":{"orders":s610,"points":s613}};
const s615 = {"currency":s28,"orders":s607,"revenue":s608,"averageTicket":s609,"cash":s612,"card":s612,"points":s614};
const s616 = {"type":"object","description":"The completed orders of one currency (a report never adds up two currencies). Money in minor\nunits; orders paid with points are counted in points, never as money.\n","required":s606,"properties":s615};
const s617 = {"type":"array","maxItems":50,"description":"one entry per currency of the places, even without orders","items":s616};
const s618 = ["date","currency","orders","cash","card","points"];
const s619 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991,"description":"points spent"};
const s620 = {"date":s34,"currency":s28,"orders":s610,"cash":s611,"card":s611,"points":s619};
const s621 = {"type":"object","description":"One local day's completed orders in one currency (days without orders are left out)","required":s618,"properties":s620};
const s622 = {"type":"array","maxItems":20000,"items":s621};
const s623 = {"type":"array","minItems":24,"maxItems":24,"description":"completed orders by local hour of the day, hour 0 to 23","items":s610};
const s624 = ["productId","name","currency","quantity","revenue"];
const s625 = {"type":"string","maxLength":200,"pattern":"^[\\s\\S]*$"};
const s626 = {"type":"integer","format":"int32","minimum":0,"maximum":2147483647,"description":"units sold, however paid"};
const s627 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991,"description":"line totals of cash and card orders, minor units"};
const s628 = {"productId":s19,"name":s625,"currency":s28,"quantity":s626,"revenue":s627};
const s629 = {"type":"object","description":"A product sold in completed orders (its name as the latest of them sold it)","required":s624,"properties":s628};
const s630 = {"type":"array","maxItems":20,"description":"the 20 products sold most (by units, then revenue)","items":s629};
const s631 = {"type":"integer","format":"int32","minimum":0,"maximum":2147483647,"description":"orders that reached ready"};
const s632 = {"type":"integer","format":"int32","minimum":0,"maximum":2147483647,"nullable":true,"description":"from placed to ready; null without any"};
const s633 = {"type":"object","required":["orders","averageSeconds"],"properties":{"orders":s631,"averageSeconds":s632}};
const s634 = {"type":"string","maxLength":500,"pattern":"^[\\s\\S]*$","nullable":true};
const s635 = {"type":"object","required":["reason","orders"],"properties":{"reason":s634,"orders":s610}};
const s636 = {"type":"array","maxItems":20,"description":"the 20 most frequent reasons (the exact text; no reason is null)","items":s635};
const s637 = ["orderId","providerId","number","date","reason","currency","total","paymentMethod"];
const s638 = {"type":"string","format":"date-time","maxLength":35,"description":"when it was placed"};
const s639 = {"orderId":s19,"providerId":s19,"number":s193,"date":s638,"reason":s634,"currency":s28,"total":s188,"paymentMethod":s198};
const s640 = {"type":"object","required":s637,"properties":s639};
const s641 = {"type":"array","maxItems":50,"description":"the latest 50 cancelled orders","items":s640};
const s642 = {"orders":s610,"byReason":s636,"latest":s641};
const s643 = {"type":"object","required":["orders","byReason","latest"],"properties":s642};
const s644 = {"type":"integer","format":"int64","minimum":-9007199254740991,"maximum":9007199254740991};
const s645 = {"issued":s644,"redeemed":s644,"outstanding":s644};
const s646 = {"type":"object","description":"Points in the range at the place (for all places, also those given with no place, such as the\nwelcome bonus, by UTC day): `issued` were earned, awarded or given, net of corrections;\n`redeemed` were spent, net of refunds. `outstanding` is the programme's liability now, the sum\nof every balance, whatever the range or place.\n","required":["issued","redeemed","outstanding"],"properties":s645};
const s647 = {"providerId":s603,"from":s604,"to":s605,"totals":s617,"days":s622,"hours":s623,"topProducts":s630,"timeToReady":s633,"cancellations":s643,"points":s646};
const s648 = {"type":"object","description":"A place's (or all places') figures over a range of local days: an order belongs to the local day\nand hour at its place when it was placed. Sales, products and hours count completed orders;\ncancellations count cancelled ones; open orders are in none.\n","required":s602,"properties":s647};
const s649 = {"type":"object","required":["data"],"properties":{"data":s648}};
const s650 = {"content":{"application/json":{"schema":s649}}};
const s651 = {"200":s650,"400":s104,"401":s104,"403":s104,"404":s104,"500":s104,"503":s104};
const s652 = {"tags":["reports"],"summary":"A place's sales, hours, products, time to ready, cancellations and points","description":"The place's report over `period` (its local days; `custom` takes `from` and `to`, at most 366\ndays). Computed by the database in a few statements, whatever the number of orders.\n","operationId":"getPlaceReport","x-back-office":"manager","params":s305,"querystring":s601,"response":s651};
const s653 = {"method":"GET","url":"/manage/places/:providerId/reports","schema":s652,"operationId":"getPlaceReport","security":[{"accessToken":[]}]};
const s654 = {"type":"string","format":"binary","maxLength":2147483647,"description":"UTF-8 with a byte-order mark (so that Excel reads it as UTF-8), a header row, commas, CRLF line ends,\nfields quoted when they hold a comma, quote or line break (quotes doubled). A text cell starting\nwith `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'` so that no spreadsheet runs it\nas a formula. Money in major units with a dot (`4.50`), times in the place's time zone and in UTC.\n"};
const s655 = {"content":{"text/csv":{"schema":s654}}};
const s656 = {"200":s655,"400":s104,"401":s104,"403":s104,"404":s104,"500":s104,"503":s104};
const s657 = {"tags":["reports"],"summary":"The place's orders over the range, as CSV","description":"Every order placed in the range (all statuses), oldest first, streamed: order id, number, place,\nlocal date and time, status, payment method, currency, total, points spent and earned, items,\ncancel reason, placed and ready (UTC). See `ReportCsv` for the format.\n","operationId":"exportPlaceOrders","x-back-office":"manager","params":s305,"querystring":s601,"response":s656};
const s658 = {"method":"GET","url":"/manage/places/:providerId/reports/orders.csv","schema":s657,"operationId":"exportPlaceOrders","security":[{"accessToken":[]}]};
const s659 = {"tags":["reports"],"summary":"The points moved at the place over the range, as CSV","description":"Every ledger row at the place in the range, oldest first, streamed: entry id, local date and time,\nplace, customer id (no other personal data), reason, points, order number, note. See `ReportCsv`.\n","operationId":"exportPlacePointsLedger","x-back-office":"manager","params":s305,"querystring":s601,"response":s656};
const s660 = {"method":"GET","url":"/manage/places/:providerId/reports/points-ledger.csv","schema":s659,"operationId":"exportPlacePointsLedger","security":[{"accessToken":[]}]};
const s661 = {"200":s650,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s662 = {"tags":["reports"],"summary":"All places' report (owners)","description":"As getPlaceReport, over every place: each order on its own place's local day and hour, money\ngrouped by currency. Points given with no place (the welcome bonus) count by UTC day.\n","operationId":"getAllPlacesReport","x-back-office":"owner","querystring":s601,"response":s661};
const s663 = {"method":"GET","url":"/manage/reports","schema":s662,"operationId":"getAllPlacesReport","security":[{"accessToken":[]}]};
const s664 = {"200":s655,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s665 = {"tags":["reports"],"summary":"All places' orders over the range, as CSV (owners)","description":"As exportPlaceOrders, over every place (each order on its place's local day).","operationId":"exportAllOrders","x-back-office":"owner","querystring":s601,"response":s664};
const s666 = {"method":"GET","url":"/manage/reports/orders.csv","schema":s665,"operationId":"exportAllOrders","security":[{"accessToken":[]}]};
const s667 = {"tags":["reports"],"summary":"The whole points ledger over the range, as CSV (owners)","description":"As exportPlacePointsLedger, over every place, with the rows given at no place (the welcome bonus,\nby UTC day).\n","operationId":"exportAllPointsLedger","x-back-office":"owner","querystring":s601,"response":s664};
const s668 = {"method":"GET","url":"/manage/reports/points-ledger.csv","schema":s667,"operationId":"exportAllPointsLedger","security":[{"accessToken":[]}]};
const s669 = ["providerId","language","currency","catalogVersion","categories","products","extraGroups","missingTranslations"];
const s670 = {"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991};
const s671 = {"type":"array","maxItems":500,"items":s88};
const s672 = {"type":"array","maxItems":500,"description":"every active product, in menu order within its category","items":s82};
const s673 = {"type":"array","maxItems":500,"items":s97};
const s674 = ["es","fr","de","pl","uk","ca","ru","sr"];
const s675 = ["category","product","extraGroup","extraOption"];
const s676 = {"type":"string","description":"What a text belongs to","enum":s675};
const s677 = {"type":"string","description":"Which text of the item","enum":["name","description","composition"]};
const s678 = {"type":"object","required":["kind","id","field"],"properties":{"kind":s676,"id":s19,"field":s677}};
const s679 = {"type":"array","maxItems":100000,"items":s678};
const s680 = {"es":s679,"fr":s679,"de":s679,"pl":s679,"uk":s679,"ca":s679,"ru":s679,"sr":s679};
const s681 = {"type":"object","description":"Per language other than English, the texts that still fall back to another language","required":s674,"additionalProperties":false,"properties":s680};
const s682 = {"providerId":s19,"language":s26,"currency":s28,"catalogVersion":s670,"categories":s671,"products":s672,"extraGroups":s673,"missingTranslations":s681};
const s683 = {"type":"object","required":s669,"properties":s682};
const s684 = {"type":"object","required":["data"],"properties":{"data":s683}};
const s685 = {"content":{"application/json":{"schema":s684}}};
const s686 = {"200":s685,"400":s104,"401":s104,"403":s104,"404":s104,"500":s104,"503":s104};
const s687 = {"tags":["manage-menu"],"summary":"The place's menu as the back office edits it, with what each language lacks","description":"Every active category, product, extra group and option of the place, in menu order, with its English\ntexts, its translations in the other eight languages, its `version` (which an edit sends back), and\ntoday's sold-out marks. Retired items are left out (orders keep what they sold). `missingTranslations`\nlists, per language, the texts customers of that language would read in another one.\n","operationId":"getEditableMenu","x-back-office":"manager","params":s305,"response":s686};
const s688 = {"method":"GET","url":"/manage/places/:providerId/menu","schema":s687,"operationId":"getEditableMenu","security":[{"accessToken":[]}]};
const s689 = {"type":"string","minLength":1,"maxLength":200,"pattern":"^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"};
const s690 = {"type":"integer","format":"int32","minimum":1,"maximum":2147483647,"description":"the `version` of the entity the edit was based on (another one is 409 `VERSION_CONFLICT`)"};
const s691 = {"name":s689,"translations":s86,"version":s690};
const s692 = {"type":"object","additionalProperties":false,"required":["name"],"properties":s691};
const s693 = {"content":{"application/json":{"schema":s692}}};
const s694 = {"type":"object","required":["data"],"properties":{"data":s88}};
const s695 = {"content":{"application/json":{"schema":s694}}};
const s696 = {"201":s695,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s697 = {"tags":["manage-menu"],"summary":"Add a category at the end of the menu","description":"A new category, last of the menu; its key (the customers' API's `category`) is made from the name.\nCustomers' open menus are told at once (`catalog.changed`).\n","operationId":"createMenuCategory","x-back-office":"manager","params":s305,"body":s693,"response":s696};
const s698 = {"method":"POST","url":"/manage/places/:providerId/menu/categories","schema":s697,"operationId":"createMenuCategory","security":[{"accessToken":[]}]};
const s699 = {"type":"string","format":"uuid","maxLength":36,"description":"a category of the place"};
const s700 = {"type":"object","properties":{"providerId":s19,"categoryId":s699},"required":["providerId","categoryId"]};
const s701 = {"200":s695,"400":s104,"401":s104,"403":s104,"404":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s702 = {"tags":["manage-menu"],"summary":"Rename a category and set its translations","description":"Replaces the category's name and translations. `version` is required: an edit based on another version\nis refused with 409 and the current category.\n","operationId":"updateMenuCategory","x-back-office":"manager","params":s700,"body":s693,"response":s701};
const s703 = {"method":"PUT","url":"/manage/places/:providerId/menu/categories/:categoryId","schema":s702,"operationId":"updateMenuCategory","security":[{"accessToken":[]}]};
const s704 = {"type":"object","additionalProperties":false,"required":["version"],"properties":{"version":s690}};
const s705 = {"content":{"application/json":{"schema":s704}}};
const s706 = {"tags":["manage-menu"],"summary":"Retire an empty category","description":"Takes the category off the menu. It must have no active product (400 naming `categoryId`\notherwise: move or retire them first).\n","operationId":"retireMenuCategory","x-back-office":"manager","params":s700,"body":s705,"response":s701};
const s707 = {"method":"POST","url":"/manage/places/:providerId/menu/categories/:categoryId/retire","schema":s706,"operationId":"retireMenuCategory","security":[{"accessToken":[]}]};
const s708 = {"type":"array","maxItems":500,"uniqueItems":true,"description":"every active item of the list, each once, in the new order","items":s19};
const s709 = {"type":"object","additionalProperties":false,"required":["ids"],"properties":{"ids":s708}};
const s710 = {"content":{"application/json":{"schema":s709}}};
const s711 = {"200":s685,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s712 = {"tags":["manage-menu"],"summary":"Put the categories in a new order","description":"`ids` names every active category of the place once, in the new order.\n","operationId":"reorderMenuCategories","x-back-office":"manager","params":s305,"body":s710,"response":s711};
const s713 = {"method":"PUT","url":"/manage/places/:providerId/menu/category-order","schema":s712,"operationId":"reorderMenuCategories","security":[{"accessToken":[]}]};
const s714 = {"tags":["manage-menu"],"summary":"Put a category's products in a new order","description":"`ids` names every active product of the category once, in the new order.\n","operationId":"reorderMenuProducts","x-back-office":"manager","params":s700,"body":s710,"response":s711};
const s715 = {"method":"PUT","url":"/manage/places/:providerId/menu/categories/:categoryId/product-order","schema":s714,"operationId":"reorderMenuProducts","security":[{"accessToken":[]}]};
const s716 = ["categoryId","name","price","pointsPrice","loyaltyPoints","nutrition"];
const s717 = {"type":"string","maxLength":500,"pattern":"^/(api/images|uploads)/[A-Za-z0-9._/?=&-]+$","description":"an image uploaded with uploadImage (its `url`), or one of the demo data's"};
const s718 = {"type":"array","maxItems":14,"uniqueItems":true,"items":s75};
const s719 = {"type":"array","maxItems":50,"uniqueItems":true,"items":s19};
const s720 = {"categoryId":s19,"name":s689,"description":s61,"composition":s61,"translations":s65,"price":s315,"pointsPrice":s315,"loyaltyPoints":s315,"imageUrl":s717,"nutrition":s73,"allergens":s718,"maxExtraOptions":s77,"extraGroupIds":s719,"available":{"type":"boolean"}};
const s721 = {"type":"object","additionalProperties":false,"required":s716,"properties":s720};
const s722 = {"content":{"application/json":{"schema":s721}}};
const s723 = {"type":"object","required":["data"],"properties":{"data":s82}};
const s724 = {"content":{"application/json":{"schema":s723}}};
const s725 = {"201":s724,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s726 = {"tags":["manage-menu"],"summary":"Add a product to a category","description":"A new product, last of its category, with every field the customer sees. Prices are minor units of\nthe place's currency; `imageUrl` is an uploaded image's `url` (uploadImage).\n","operationId":"createMenuProduct","x-back-office":"manager","params":s305,"body":s722,"response":s725};
const s727 = {"method":"POST","url":"/manage/places/:providerId/menu/products","schema":s726,"operationId":"createMenuProduct","security":[{"accessToken":[]}]};
const s728 = {"type":"string","format":"uuid","maxLength":36,"description":"a product of the place"};
const s729 = {"type":"object","properties":{"providerId":s19,"productId":s728},"required":["providerId","productId"]};
const s730 = ["version","categoryId","name","price","pointsPrice","loyaltyPoints","nutrition"];
const s731 = {"version":s690,"categoryId":s19,"name":s689,"description":s61,"composition":s61,"translations":s65,"price":s315,"pointsPrice":s315,"loyaltyPoints":s315,"imageUrl":s717,"nutrition":s73,"allergens":s718,"maxExtraOptions":s77,"extraGroupIds":s719,"available":{"type":"boolean"}};
const s732 = {"type":"object","additionalProperties":false,"required":s730,"properties":s731};
const s733 = {"content":{"application/json":{"schema":s732}}};
const s734 = {"200":s724,"400":s104,"401":s104,"403":s104,"404":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s735 = {"tags":["manage-menu"],"summary":"Change a product","description":"Replaces every field of the product (a field left out keeps its value; `translations`, when given,\nreplaces all of them). `version` is required: an edit based on another version is refused with 409 and\nthe current product. Orders already placed keep what they were sold with; a basket holding the product\nis priced anew at the next quote and at checkout.\n","operationId":"updateMenuProduct","x-back-office":"manager","params":s729,"body":s733,"response":s734};
const s736 = {"method":"PUT","url":"/manage/places/:providerId/menu/products/:productId","schema":s735,"operationId":"updateMenuProduct","security":[{"accessToken":[]}]};
const s737 = {"tags":["manage-menu"],"summary":"Copy a product","description":"A copy of the product (every field, its extras and translations), named \"… (copy)\", last of its\ncategory and not available to customers until it is edited.\n","operationId":"duplicateMenuProduct","x-back-office":"manager","params":s729,"response":s725};
const s738 = {"method":"POST","url":"/manage/places/:providerId/menu/products/:productId/duplicate","schema":s737,"operationId":"duplicateMenuProduct","security":[{"accessToken":[]}]};
const s739 = {"tags":["manage-menu"],"summary":"Take a product off the menu for good","description":"The product leaves every menu, quote and checkout; orders that sold it keep their lines (names,\nprices, extras) unchanged.\n","operationId":"retireMenuProduct","x-back-office":"manager","params":s729,"body":s705,"response":s734};
const s740 = {"method":"POST","url":"/manage/places/:providerId/menu/products/:productId/retire","schema":s739,"operationId":"retireMenuProduct","security":[{"accessToken":[]}]};
const s741 = {"type":"string","format":"uuid","maxLength":36,"description":"an existing option of the group (left out for a new one)"};
const s742 = {"type":"boolean","description":"Served by default (customers' product page starts with it chosen). Absent: unchanged for an existing\noption, false for a new one. A group marks at most `maxSelectable` of its options.\n"};
const s743 = {"id":s741,"name":s689,"translations":s86,"price":s315,"allergens":s718,"isDefault":s742};
const s744 = {"type":"object","additionalProperties":false,"required":["name","price"],"properties":s743};
const s745 = {"type":"array","maxItems":100,"description":"the group's options in order; an existing one left out is retired. At most `maxSelectable` of them\nare served by default (`isDefault`): more is 400 `VALIDATION_ERROR` naming each `options.N.isDefault`\n","items":s744};
const s746 = {"name":s689,"translations":s86,"maxSelectable":s90,"options":s745,"version":s690};
const s747 = {"type":"object","additionalProperties":false,"required":["name","maxSelectable","options"],"properties":s746};
const s748 = {"content":{"application/json":{"schema":s747}}};
const s749 = {"type":"object","required":["data"],"properties":{"data":s97}};
const s750 = {"content":{"application/json":{"schema":s749}}};
const s751 = {"201":s750,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s752 = {"tags":["manage-menu"],"summary":"Add an extra group with its options","description":"A group of extras (milk, syrups…) with its options, their prices and allergens, and those served by\ndefault (`isDefault`, at most `maxSelectable`); products offer it through their `extraGroupIds`.\n","operationId":"createMenuExtraGroup","x-back-office":"manager","params":s305,"body":s748,"response":s751};
const s753 = {"method":"POST","url":"/manage/places/:providerId/menu/extra-groups","schema":s752,"operationId":"createMenuExtraGroup","security":[{"accessToken":[]}]};
const s754 = {"type":"string","format":"uuid","maxLength":36,"description":"an extra group of the place"};
const s755 = {"type":"object","properties":{"providerId":s19,"groupId":s754},"required":["providerId","groupId"]};
const s756 = {"200":s750,"400":s104,"401":s104,"403":s104,"404":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s757 = {"tags":["manage-menu"],"summary":"Change an extra group and its options","description":"Replaces the group's name, translations, maximum and options: an option with an `id` is changed, one\nwithout is added, an existing one left out is retired; they take the order given. At most\n`maxSelectable` options are served by default (`isDefault`; absent keeps an existing option's).\n`version` is required (409 with the current group otherwise).\n","operationId":"updateMenuExtraGroup","x-back-office":"manager","params":s755,"body":s748,"response":s756};
const s758 = {"method":"PUT","url":"/manage/places/:providerId/menu/extra-groups/:groupId","schema":s757,"operationId":"updateMenuExtraGroup","security":[{"accessToken":[]}]};
const s759 = {"tags":["manage-menu"],"summary":"Retire an extra group","description":"No product offers the group any more; orders keep the extras they were sold with.\n","operationId":"retireMenuExtraGroup","x-back-office":"manager","params":s755,"body":s705,"response":s756};
const s760 = {"method":"POST","url":"/manage/places/:providerId/menu/extra-groups/:groupId/retire","schema":s759,"operationId":"retireMenuExtraGroup","security":[{"accessToken":[]}]};
const s761 = {"type":"string","format":"binary","maxLength":5242880};
const s762 = {"application/octet-stream":{"schema":s761},"image/jpeg":{"schema":s761},"image/png":{"schema":s761},"image/webp":{"schema":s761},"image/avif":{"schema":s761}};
const s763 = {"type":"string","maxLength":100,"pattern":"^/api/images/[0-9a-f-]{36}$","description":"what a product's `imageUrl` (or a place's logo) takes"};
const s764 = {"type":"integer","format":"int32","minimum":1,"maximum":100000,"description":"the stored image's largest width"};
const s765 = {"type":"integer","format":"int32","minimum":1,"maximum":100000};
const s766 = {"imageId":s19,"url":s763,"width":s764,"height":s765};
const s767 = {"type":"object","required":["imageId","url","width","height"],"properties":s766};
const s768 = {"type":"object","required":["data"],"properties":{"data":s767}};
const s769 = {"content":{"application/json":{"schema":s768}}};
const s770 = {"201":s769,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s771 = {"tags":["images"],"summary":"Upload a photo (JPEG, PNG, WebP or AVIF, at most 5 MB)","description":"The body is the image's bytes. Its type is read from the bytes, not from the header: only JPEG, PNG,\nWebP and AVIF are accepted, and what is accepted is decoded and encoded anew (turned upright, its\nmetadata dropped), at the widths the app shows (320 and 800 pixels, never enlarged), in AVIF, WebP\nand JPEG. The answer's `url` is what a product's `imageUrl` (or a place's logo) takes; it is served\nby getImage on every instance.\n","operationId":"uploadImage","x-back-office":"manager","params":s305,"body":{"content":s762},"response":s770};
const s772 = {"method":"POST","url":"/manage/places/:providerId/images","schema":s771,"operationId":"uploadImage","security":[{"accessToken":[]}]};
const s773 = {"type":"object","properties":{"imageId":s19},"required":["imageId"]};
const s774 = {"type":"integer","format":"int32","description":"the width in pixels (an image narrower than it is served at its own width)","minimum":320,"maximum":800,"enum":[320,800],"default":800};
const s775 = {"type":"object","properties":{"width":s774}};
const s776 = {"image/avif":{"schema":s761},"image/webp":{"schema":s761},"image/jpeg":{"schema":s761}};
const s777 = {"200":{"content":s776},"400":s104,"404":s104,"500":s104,"503":s104};
const s778 = {"tags":["images"],"summary":"An uploaded image, in the best format the browser takes","description":"Public (an `<img>` sends no token). AVIF or WebP as the `Accept` header allows, JPEG otherwise, at\n`width` 800 (the default) or 320. An image never changes under its id, so it is cached for a year\n(`immutable`); `Vary: Accept` keeps shared caches from mixing formats.\n","operationId":"getImage","params":s773,"querystring":s775,"response":s777};
const s779 = {"method":"GET","url":"/images/:imageId","schema":s778,"operationId":"getImage","security":[]};
const s780 = {"type":"boolean","description":"the caller owns the deployment (may create places, manage roles and see every place)"};
const s781 = ["providerId","name","code","timezone","language","currency"];
const s782 = {"type":"string","maxLength":13,"pattern":"^[A-Z]{2,8}-[0-9]{2,4}$","nullable":true,"description":"the short code printed on the place's QR sign"};
const s783 = {"type":"string","maxLength":64,"pattern":"^[A-Za-z0-9_+:/-]+$","description":"the IANA time zone its hours and reports use"};
const s784 = {"providerId":s19,"name":s21,"code":s782,"timezone":s783,"language":s26,"currency":s28};
const s785 = {"type":"object","description":"A place the caller may manage in the back office","required":s781,"properties":s784};
const s786 = {"type":"array","maxItems":1000,"description":"the places the caller may manage, in the order places are listed","items":s785};
const s787 = {"type":"object","required":["owner","places"],"properties":{"owner":s780,"places":s786}};
const s788 = {"type":"object","required":["data"],"properties":{"data":s787}};
const s789 = {"content":{"application/json":{"schema":s788}}};
const s790 = {"200":s789,"401":s104,"403":s104,"500":s104,"503":s104};
const s791 = {"tags":["roles"],"summary":"The places the caller may manage (owners, all of them)","description":"What the back office's place switcher offers: every place for an owner, the places they\nmanage for a manager, in the order places are listed. Anybody else (a customer, staff) is\nanswered 403 `BACK_OFFICE_FORBIDDEN`.\n","operationId":"listManagedPlaces","x-back-office":"any","response":s790};
const s792 = {"method":"GET","url":"/manage/places","schema":s791,"operationId":"listManagedPlaces","security":[{"accessToken":[]}]};
const s793 = ["name","kind","address","country","language","timezone","currency","logoUrl"];
const s794 = {"type":"string","minLength":1,"maxLength":200,"pattern":"^[^\\x00-\\x1F\\x7F]*$"};
const s795 = {"type":"string","minLength":1,"maxLength":500,"pattern":"^[^\\x00-\\x1F\\x7F]*$","description":"the street address, without the country"};
const s796 = {"type":"string","maxLength":2,"pattern":"^[A-Z]{2}$","description":"ISO 3166 alpha-2"};
const s797 = {"type":"string","maxLength":64,"pattern":"^[A-Za-z0-9_+/-]+$","description":"an IANA time zone (checked by the server)"};
const s798 = {"type":"string","maxLength":3,"pattern":"^[A-Z]{3}$","description":"ISO 4217"};
const s799 = {"type":"string","maxLength":500,"pattern":"^(/|https://)[^\\s\\x00-\\x1F\\x7F]*$|^$","description":"an image URL (a path on this server or https); empty for none"};
const s800 = {"type":"string","maxLength":13,"pattern":"^[A-Z]{2,8}-[0-9]{2,4}$","description":"the short code on the QR sign, unique; on create, generated from the name when left out"};
const s801 = {"name":s794,"kind":s22,"address":s795,"country":s796,"language":s26,"timezone":s797,"currency":s798,"logoUrl":s799,"code":s800};
const s802 = {"type":"object","required":s793,"properties":s801};
const s803 = {"openingHours":s33,"closedDates":s38,"pickup":s44};
const s804 = [s802,{"type":"object","properties":s803}];
const s805 = {"application/json":{"schema":{"allOf":s804}}};
const s806 = {"type":"object","required":["data"],"properties":{"data":s56}};
const s807 = {"content":{"application/json":{"schema":s806}}};
const s808 = {"201":s807,"400":s104,"401":s104,"403":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s809 = {"tags":["places"],"summary":"Create a place (owners)","description":"A new place with an empty menu. Its short code is generated from the name when left out (unique);\none given must be free (409 `PLACE_CODE_TAKEN` on `code`). The time zone must be an IANA zone,\nopening hours must not overlap on a day, closed dates must run forwards (400 `VALIDATION_ERROR`\nnaming each field).\n","operationId":"createManagedPlace","x-back-office":"owner","body":{"content":s805},"response":s808};
const s810 = {"method":"POST","url":"/manage/places","schema":s809,"operationId":"createManagedPlace","security":[{"accessToken":[]}]};
const s811 = {"type":"string","format":"date-time","maxLength":35,"description":"when the role was given"};
const s812 = {"userId":s19,"email":s115,"name":{"type":"string","maxLength":200},"since":s811};
const s813 = {"type":"object","required":["userId","email","name","since"],"properties":s812};
const s814 = {"type":"array","maxItems":1000,"items":s813};
const s815 = ["invitationId","email","role","providerId","providerName","language","invitedByName","createdAt","sentAt","expiresAt"];
const s816 = {"type":"string","description":"What an invitation grants once accepted; `owner` is the whole deployment, the others one place.","enum":["owner","manager","staff"]};
const s817 = {"type":"string","format":"uuid","maxLength":36,"description":"the place; null for an owner invitation","nullable":true};
const s818 = {"type":"string","maxLength":200,"description":"null when the inviter's account is gone","nullable":true};
const s819 = {"type":"string","format":"date-time","maxLength":35,"description":"when the latest link was mailed"};
const s820 = {"invitationId":s19,"email":s115,"role":s816,"providerId":s817,"providerName":s414,"language":s26,"invitedByName":s818,"createdAt":s52,"sentAt":s819,"expiresAt":s52};
const s821 = {"type":"object","required":s815,"properties":s820};
const s822 = {"type":"array","maxItems":1000,"items":s821};
const s823 = {"type":"object","required":["owners","invitations"],"properties":{"owners":s814,"invitations":s822}};
const s824 = {"type":"object","required":["data"],"properties":{"data":s823}};
const s825 = {"content":{"application/json":{"schema":s824}}};
const s826 = {"200":s825,"401":s104,"403":s104,"500":s104,"503":s104};
const s827 = {"tags":["team"],"summary":"The deployment's owners and the pending owner invitations","description":"Owners only. Owners are listed by name; invitations newest first.","operationId":"listOwners","x-back-office":"owner","response":s826};
const s828 = {"method":"GET","url":"/manage/owners","schema":s827,"operationId":"listOwners","security":[{"accessToken":[]}]};
const s829 = {"type":"object","properties":{"userId":s19},"required":["userId"]};
const s830 = {"200":s148,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s831 = {"tags":["team"],"summary":"Make an existing account an owner","description":"Owners only. The account keeps its places' roles. Granting to an owner changes nothing. Written to\nthe audit log (`owner.grant`).\n","operationId":"grantOwner","x-back-office":"owner","params":s829,"response":s830};
const s832 = {"method":"PUT","url":"/manage/owners/:userId","schema":s831,"operationId":"grantOwner","security":[{"accessToken":[]}]};
const s833 = {"200":s148,"400":s104,"401":s104,"403":s104,"404":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s834 = {"tags":["team"],"summary":"Take the owner role away (never from the last owner)","description":"Owners only; an owner may also step down. Counts at once on every instance (roles are read per\nrequest). The deployment always keeps one owner: taking the role from the last one is 409\n`LAST_OWNER`. Written to the audit log (`owner.revoke`).\n","operationId":"revokeOwner","x-back-office":"owner","params":s829,"response":s833};
const s835 = {"method":"DELETE","url":"/manage/owners/:userId","schema":s834,"operationId":"revokeOwner","security":[{"accessToken":[]}]};
const s836 = {"type":"object","required":["data"],"properties":{"data":s821}};
const s837 = {"content":{"application/json":{"schema":s836}}};
const s838 = {"201":s837,"400":s104,"401":s104,"403":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s839 = {"tags":["team"],"summary":"Invite someone by e-mail to become an owner","description":"Owners only. Mails a single-use link to `{PUBLIC_URL}/invite/{token}`, valid for\n`INVITATION_TTL_DAYS` (7 by default), in `language` (English when left out). Written to the audit\nlog (`invitation.create`).\n","operationId":"inviteOwner","x-back-office":"owner","body":s169,"response":s838};
const s840 = {"method":"POST","url":"/manage/owner-invitations","schema":s839,"operationId":"inviteOwner","security":[{"accessToken":[]}]};
const s841 = {"type":"object","properties":{"invitationId":s19},"required":["invitationId"]};
const s842 = {"tags":["team"],"summary":"Take back a pending owner invitation (its link stops working)","description":"Owners only. Written to the audit log (`invitation.revoke`).","operationId":"revokeOwnerInvitation","x-back-office":"owner","params":s841,"response":s830};
const s843 = {"method":"DELETE","url":"/manage/owner-invitations/:invitationId","schema":s842,"operationId":"revokeOwnerInvitation","security":[{"accessToken":[]}]};
const s844 = {"200":s837,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s845 = {"tags":["team"],"summary":"Mail a pending owner invitation again, with a new link and a new expiry","description":"Owners only. The previous link stops working. Written to the audit log (`invitation.resend`).","operationId":"resendOwnerInvitation","x-back-office":"owner","params":s841,"response":s844};
const s846 = {"method":"POST","url":"/manage/owner-invitations/:invitationId/resend","schema":s845,"operationId":"resendOwnerInvitation","security":[{"accessToken":[]}]};
const s847 = ["userId","email","name","since","role"];
const s848 = {"type":"string","format":"date-time","maxLength":35,"description":"when the person joined the place"};
const s849 = {"type":"string","description":"A person's role at one place: `staff` works the counter console; `manager` also runs the place in\nthe back office (menu, hours, staff, reports) and is its staff at the counter too.\n","enum":["staff","manager"]};
const s850 = {"userId":s19,"email":s115,"name":{"type":"string","maxLength":200},"since":s848,"role":s849};
const s851 = {"type":"object","required":s847,"properties":s850};
const s852 = {"type":"array","maxItems":1000,"items":s851};
const s853 = {"type":"object","required":["members","invitations"],"properties":{"members":s852,"invitations":s822}};
const s854 = {"type":"object","required":["data"],"properties":{"data":s853}};
const s855 = {"content":{"application/json":{"schema":s854}}};
const s856 = {"200":s855,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s857 = {"tags":["team"],"summary":"A place's managers and staff, and its pending invitations","description":"Owners, and managers of the place. People by name; invitations newest first.","operationId":"listPlaceTeam","x-back-office":"manager","params":s305,"response":s856};
const s858 = {"method":"GET","url":"/manage/places/:providerId/team","schema":s857,"operationId":"listPlaceTeam","security":[{"accessToken":[]}]};
const s859 = {"type":"object","properties":{"providerId":s19,"userId":s19},"required":["providerId","userId"]};
const s860 = {"type":"object","additionalProperties":false,"required":["role"],"properties":{"role":s849}};
const s861 = {"content":{"application/json":{"schema":s860}}};
const s862 = {"tags":["team"],"summary":"Make a member of the place its manager or its staff","description":"Owners may change anyone's role at the place; a manager may not make or unmake managers (403\n`BACK_OFFICE_FORBIDDEN`). Counts at once (roles are read per request). Written to the audit log\n(`team.role-change`).\n","operationId":"changeTeamRole","x-back-office":"manager","params":s859,"body":s861,"response":s830};
const s863 = {"method":"PUT","url":"/manage/places/:providerId/team/:userId","schema":s862,"operationId":"changeTeamRole","security":[{"accessToken":[]}]};
const s864 = {"tags":["team"],"summary":"Remove a person from the place's team","description":"Owners may remove anyone; a manager removes staff only (403 `BACK_OFFICE_FORBIDDEN` for a\nmanager). Counts at once on every instance: every staff and back-office operation reads the role\nper request, and the person's open staff streams of the place are closed after a\n`staff.access-removed` event. Written to the audit log (`team.remove`).\n","operationId":"removeTeamMember","x-back-office":"manager","params":s859,"response":s830};
const s865 = {"method":"DELETE","url":"/manage/places/:providerId/team/:userId","schema":s864,"operationId":"removeTeamMember","security":[{"accessToken":[]}]};
const s866 = {"email":s115,"role":s849,"language":s26};
const s867 = {"type":"object","additionalProperties":false,"required":["email","role"],"properties":s866};
const s868 = {"content":{"application/json":{"schema":s867}}};
const s869 = {"201":s837,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s870 = {"tags":["team"],"summary":"Invite someone by e-mail to the place's team","description":"A manager invites staff; an owner invites staff or a manager (a manager inviting a manager is 403\n`BACK_OFFICE_FORBIDDEN`). Mails a single-use link to `{PUBLIC_URL}/invite/{token}`, valid for\n`INVITATION_TTL_DAYS` (7 by default), in `language` (the place's language when left out).\nWritten to the audit log (`invitation.create`).\n","operationId":"invitePlaceMember","x-back-office":"manager","params":s305,"body":s868,"response":s869};
const s871 = {"method":"POST","url":"/manage/places/:providerId/invitations","schema":s870,"operationId":"invitePlaceMember","security":[{"accessToken":[]}]};
const s872 = {"type":"object","properties":{"providerId":s19,"invitationId":s19},"required":["providerId","invitationId"]};
const s873 = {"tags":["team"],"summary":"Take back a pending invitation of the place (its link stops working)","description":"Owners, and managers of the place (a manager may not take back a manager's invitation). Written\nto the audit log (`invitation.revoke`).\n","operationId":"revokePlaceInvitation","x-back-office":"manager","params":s872,"response":s830};
const s874 = {"method":"DELETE","url":"/manage/places/:providerId/invitations/:invitationId","schema":s873,"operationId":"revokePlaceInvitation","security":[{"accessToken":[]}]};
const s875 = {"tags":["team"],"summary":"Mail a pending invitation of the place again, with a new link and a new expiry","description":"The previous link stops working. Written to the audit log (`invitation.resend`).","operationId":"resendPlaceInvitation","x-back-office":"manager","params":s872,"response":s844};
const s876 = {"method":"POST","url":"/manage/places/:providerId/invitations/:invitationId/resend","schema":s875,"operationId":"resendPlaceInvitation","security":[{"accessToken":[]}]};
const s877 = ["email","role","providerId","providerName","invitedByName","expiresAt","status"];
const s878 = {"type":"string","format":"email","maxLength":254,"description":"the invited address; only an account with it may accept"};
const s879 = ["pending","accepted","revoked","expired"];
const s880 = {"type":"string","description":"`pending` can be accepted; `accepted` was used (a link works once); `revoked` was taken back by the\nteam, or replaced by a resend (which mails a new link); `expired` passed `expiresAt`.\n","enum":s879};
const s881 = {"email":s878,"role":s816,"providerId":s452,"providerName":s414,"invitedByName":s414,"expiresAt":s52,"status":s880};
const s882 = {"type":"object","required":s877,"properties":s881};
const s883 = {"type":"object","required":["data"],"properties":{"data":s882}};
const s884 = {"content":{"application/json":{"schema":s883}}};
const s885 = {"200":s884,"400":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s886 = {"tags":["team"],"summary":"What an invitation link offers (public; does not use it)","description":"Called by the app's `/invite/{token}` page: who is invited, to what, by whom, until when, and\nwhether it can still be accepted. A POST so that the token travels in the body, never in an API\nURL. An unknown token is 404 `NOT_FOUND`.\n","operationId":"readInvitation","body":s179,"response":s885};
const s887 = {"method":"POST","url":"/invitations/read","schema":s886,"operationId":"readInvitation","security":[]};
const s888 = {"type":"object","required":["role","providerId"],"properties":{"role":s816,"providerId":s452}};
const s889 = {"type":"object","required":["data"],"properties":{"data":s888}};
const s890 = {"content":{"application/json":{"schema":s889}}};
const s891 = {"200":s890,"400":s104,"401":s104,"403":s104,"404":s104,"410":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s892 = {"tags":["team"],"summary":"Accept an invitation as the signed-in account with the invited e-mail","description":"Grants the role in one transaction and spends the link (it cannot be used again). Accepting never\nlowers a role the account already has (a manager invited as staff stays manager). Refusals:\n404 `NOT_FOUND` for an unknown link; 410 `INVITATION_USED`, `INVITATION_REVOKED` or\n`INVITATION_EXPIRED`; 403 `INVITATION_WRONG_ACCOUNT` when the signed-in account's e-mail is not\nthe invited one (sign in with that one, or register it). Written to the audit log\n(`invitation.accept`).\n","operationId":"acceptInvitation","body":s179,"response":s891};
const s893 = {"method":"POST","url":"/invitations/accept","schema":s892,"operationId":"acceptInvitation","security":[{"accessToken":[]}]};
const s894 = {"type":"string","minLength":1,"maxLength":100,"pattern":"^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]*)*$"};
const s895 = {"providerId":s19,"actorUserId":s19,"action":s894,"from":s52,"to":s52,"cursor":s275,"limit":s427};
const s896 = ["id","at","actorUserId","actorName","actorEmail","providerId","providerName","action","entityType","entityId","before","after"];
const s897 = {"type":"string","maxLength":20,"pattern":"^[0-9]+$","description":"the row's number in the log"};
const s898 = {"type":"string","format":"uuid","maxLength":36,"description":"null when the account is gone","nullable":true};
const s899 = {"type":"string","format":"email","maxLength":254,"nullable":true};
const s900 = {"type":"string","format":"uuid","maxLength":36,"description":"the place it concerns; null for the whole deployment","nullable":true};
const s901 = {"type":"string","maxLength":100,"pattern":"^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$","description":"what was done, `<entity>.<verb>` (e.g. `team.role-change`, `product.update`)"};
const s902 = {"type":"string","maxLength":100,"pattern":"^[A-Za-z][A-Za-z0-9_.-]*$"};
const s903 = {"type":"string","maxLength":200,"pattern":"^[\\x20-\\x7E]*$","nullable":true};
const s904 = {"description":"The changed entity as JSON before the change; null on a creation","type":"object","nullable":true,"additionalProperties":true,"maxProperties":500};
const s905 = {"description":"The changed entity as JSON after the change; null on a deletion","type":"object","nullable":true,"additionalProperties":true,"maxProperties":500};
const s906 = {"id":s897,"at":s52,"actorUserId":s898,"actorName":s414,"actorEmail":s899,"providerId":s900,"providerName":s414,"action":s901,"entityType":s902,"entityId":s903,"before":s904,"after":s905};
const s907 = {"type":"object","required":s896,"properties":s906};
const s908 = {"type":"array","maxItems":50,"items":s907};
const s909 = {"type":"string","maxLength":200,"pattern":"^[A-Za-z0-9_-]+$","nullable":true,"description":"Pass as `cursor` for the next (older) page; null on the last page"};
const s910 = {"type":"object","required":["entries","nextCursor"],"properties":{"entries":s908,"nextCursor":s909}};
const s911 = {"type":"object","required":["data"],"properties":{"data":s910}};
const s912 = {"content":{"application/json":{"schema":s911}}};
const s913 = {"200":s912,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s914 = {"tags":["team"],"summary":"The audit log of back-office changes, newest first, cursor-paged","description":"Owners only. Every back-office change: who, when, what, before and after. Filters combine:\n`providerId` (the place), `actorUserId` (the person who made it), `action` (exact, e.g.\n`team.remove`, or a prefix ending in a dot, e.g. `team.`), `from` / `to` (`at` within, `to`\nexcluded). Rows older than `AUDIT_RETENTION_DAYS` (365 by default) are deleted by a periodic sweep.\n","operationId":"listAuditLog","x-back-office":"owner","querystring":{"type":"object","properties":s895},"response":s913};
const s915 = {"method":"GET","url":"/manage/audit","schema":s914,"operationId":"listAuditLog","security":[{"accessToken":[]}]};
const s916 = ["orderMails","pushDevices","vapidPublicKey"];
const s917 = {"type":"boolean","description":"order mails (the receipt, a cancellation) are sent"};
const s918 = {"type":"integer","format":"int32","minimum":0,"maximum":1000,"description":"how many of the caller's devices receive Web Push"};
const s919 = {"type":"string","minLength":80,"maxLength":100,"pattern":"^[A-Za-z0-9_-]+$","description":"the server's VAPID public key (uncompressed P-256 point, base64url), the browser's `applicationServerKey`"};
const s920 = {"orderMails":s917,"pushDevices":s918,"vapidPublicKey":s919};
const s921 = {"type":"object","required":s916,"properties":s920};
const s922 = {"type":"object","required":["data"],"properties":{"data":s921}};
const s923 = {"content":{"application/json":{"schema":s922}}};
const s924 = {"200":s923,"401":s104,"403":s104,"500":s104,"503":s104};
const s925 = {"tags":["notifications"],"summary":"The caller's notification settings and the server's Web Push key","description":"Whether order mails (the receipt, a cancellation) are sent to the caller, how many devices of the\ncaller receive Web Push notifications, and the VAPID public key (RFC 8292) a browser subscribes\nwith (`applicationServerKey`).\n","operationId":"getNotificationSettings","response":s924};
const s926 = {"method":"GET","url":"/notifications/settings","schema":s925,"operationId":"getNotificationSettings","security":[{"accessToken":[]}]};
const s927 = {"type":"object","additionalProperties":false,"required":["orderMails"],"properties":{"orderMails":{"type":"boolean"}}};
const s928 = {"content":{"application/json":{"schema":s927}}};
const s929 = {"200":s923,"400":s104,"401":s104,"403":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s930 = {"tags":["notifications"],"summary":"Turn order mails on or off","description":"Order mails are the receipt of each new order and the mail when the café cancels one; they are on\nuntil the caller turns them off. Web Push is switched per device (`savePushSubscription`).\n","operationId":"updateNotificationSettings","body":s928,"response":s929};
const s931 = {"method":"PUT","url":"/notifications/settings","schema":s930,"operationId":"updateNotificationSettings","security":[{"accessToken":[]}]};
const s932 = {"type":"string","format":"uri","minLength":10,"maxLength":1000,"pattern":"^https?://[^\\s]+$","description":"the push service's address for this device"};
const s933 = {"type":"integer","format":"int64","minimum":0,"maximum":9007199254740991,"nullable":true,"description":"ignored (browsers send null)"};
const s934 = {"type":"string","minLength":80,"maxLength":100,"pattern":"^[A-Za-z0-9_-]+={0,2}$","description":"the device's P-256 public key, base64url"};
const s935 = {"type":"string","minLength":16,"maxLength":32,"pattern":"^[A-Za-z0-9_-]+={0,2}$","description":"the 16-byte auth secret, base64url"};
const s936 = {"type":"object","additionalProperties":false,"required":["p256dh","auth"],"properties":{"p256dh":s934,"auth":s935}};
const s937 = {"endpoint":s932,"expirationTime":s933,"keys":s936};
const s938 = {"type":"object","additionalProperties":false,"required":["endpoint","keys"],"properties":s937};
const s939 = {"content":{"application/json":{"schema":s938}}};
const s940 = {"200":s148,"400":s104,"401":s104,"403":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s941 = {"tags":["notifications"],"summary":"Receive Web Push notifications on this device","description":"Stores the browser's push subscription (its `PushSubscription.toJSON()`) for the caller: when an\norder of theirs is ready, or the café cancels it, this device is notified. A subscription is per\ndevice: saving an endpoint another account saved moves it to the caller. Only endpoints of the\nbrowsers' push services are accepted (Google's, Mozilla's, Apple's, Microsoft's, and those the\ndeployment adds with `PUSH_SERVICE_ORIGINS`); any other is refused with 400 on `endpoint`, so\nthe server never posts to an address a client chose.\n","operationId":"savePushSubscription","body":s939,"response":s940};
const s942 = {"method":"PUT","url":"/notifications/push-subscriptions","schema":s941,"operationId":"savePushSubscription","security":[{"accessToken":[]}]};
const s943 = {"type":"string","format":"uri","minLength":10,"maxLength":1000,"pattern":"^https?://[^\\s]+$","description":"the subscription's endpoint"};
const s944 = {"type":"object","properties":{"endpoint":s943},"required":["endpoint"]};
const s945 = {"tags":["notifications"],"summary":"Stop Web Push notifications on this device","description":"Removes the caller's subscription with this endpoint (the device's), and what was still to be\nsent to it. The app calls it when the customer turns push off and when they log out. Removing\none that is not there (or another account's) changes nothing and answers the same.\n","operationId":"deletePushSubscription","querystring":s944,"response":s940};
const s946 = {"method":"DELETE","url":"/notifications/push-subscriptions","schema":s945,"operationId":"deletePushSubscription","security":[{"accessToken":[]}]};
const s947 = {"200":s807,"400":s104,"401":s104,"403":s104,"404":s104,"500":s104,"503":s104};
const s948 = {"tags":["places"],"summary":"A place as the back office edits it","description":"Every setting of the place, with the `version` an edit must carry.","operationId":"getManagedPlace","x-back-office":"manager","params":s305,"response":s947};
const s949 = {"method":"GET","url":"/manage/places/:providerId","schema":s948,"operationId":"getManagedPlace","security":[{"accessToken":[]}]};
const s950 = {"type":"string","maxLength":13,"pattern":"^[A-Z]{2,8}-[0-9]{2,4}$"};
const s951 = {"type":"object","required":["version","code"],"properties":{"version":s54,"code":s950}};
const s952 = {"application/json":{"schema":{"allOf":[s802,s951]}}};
const s953 = {"200":s807,"400":s104,"401":s104,"403":s104,"404":s104,"409":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s954 = {"tags":["places"],"summary":"Edit a place's details","description":"Name, kind, address, country, language, time zone, currency, logo and short code, based on\n`version` (a stale one is 409 `VERSION_CONFLICT` with the current values). A code another place\nhas is 409 `PLACE_CODE_TAKEN`.\n","operationId":"updateManagedPlace","x-back-office":"manager","params":s305,"body":{"content":s952},"response":s953};
const s955 = {"method":"PUT","url":"/manage/places/:providerId","schema":s954,"operationId":"updateManagedPlace","security":[{"accessToken":[]}]};
const s956 = ["openingHours","closedDates","version"];
const s957 = {"type":"array","maxItems":50,"description":"several periods a day; on one day they must not overlap; one that closes at or before it opens runs past midnight","items":s32};
const s958 = {"openingHours":s957,"closedDates":s38,"version":s54};
const s959 = {"type":"object","required":s956,"additionalProperties":false,"properties":s958};
const s960 = {"content":{"application/json":{"schema":s959}}};
const s961 = {"tags":["places"],"summary":"Replace a place's opening hours and closed dates","description":"Several periods a day (08:00–13:00 and 16:00–20:00); periods of one day must not overlap (one that\ncloses at or before it opens runs past midnight). Closed dates (a day or a range, with an optional\nreason) close the place for customers: not open, and no pickup times on them.\n","operationId":"setPlaceHours","x-back-office":"manager","params":s305,"body":s960,"response":s953};
const s962 = {"method":"PUT","url":"/manage/places/:providerId/hours","schema":s961,"operationId":"setPlaceHours","security":[{"accessToken":[]}]};
const s963 = {"type":"object","required":["version"],"properties":{"version":s54}};
const s964 = {"application/json":{"schema":{"allOf":[s44,s963]}}};
const s965 = {"tags":["places"],"summary":"Set a place's preparation time, pickup slot length and orders per slot","description":"The earliest pickup time is `prepMinutes` from now; pickup times are `slotMinutes` apart on the\nplace's wall clock; a slot holding `maxOrdersPerSlot` orders is not offered and checkout refuses it\n(422 `PICKUP_SLOT_FULL`). Based on `version` (a stale one is 409 `VERSION_CONFLICT`).\n","operationId":"setPickupSettings","x-back-office":"manager","params":s305,"body":{"content":s964},"response":s953};
const s966 = {"method":"PUT","url":"/manage/places/:providerId/pickup","schema":s965,"operationId":"setPickupSettings","security":[{"accessToken":[]}]};
const s967 = {"type":"string","maxLength":200,"pattern":"^[^\\x00-\\x1F\\x7F]*$","description":"shown to customers while paused"};
const s968 = {"paused":{"type":"boolean"},"reason":s967};
const s969 = {"type":"object","required":["paused"],"additionalProperties":false,"properties":s968};
const s970 = {"content":{"application/json":{"schema":s969}}};
const s971 = {"200":s807,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"500":s104,"503":s104};
const s972 = {"tags":["places"],"summary":"Pause online orders now, or take them again","description":"While paused, customers see the place as not taking orders (with the reason), listPickupTimes says\nso and checkout refuses with 422 `ORDERING_PAUSED`; the counter works as usual. Not checked against\n`version`: the switch is meant for a rush.\n","operationId":"setOrderingPause","x-back-office":"manager","params":s305,"body":s970,"response":s971};
const s973 = {"method":"PUT","url":"/manage/places/:providerId/pause","schema":s972,"operationId":"setOrderingPause","security":[{"accessToken":[]}]};
const s974 = {"application/json":{"schema":{"allOf":[s51,s963]}}};
const s975 = {"tags":["places"],"summary":"Set a place's ticket age colours and its limits for orders nobody collects","description":"The staff console shows a ticket amber once it has waited `ageAmberMinutes`, red once\n`ageRedMinutes` (more than amber, at most 240). An order still pending `pendingFlagMinutes` after\nits pickup time (its creation time when asap) is flagged `overdue` in the queue; after\n`pendingCancelMinutes` (more than the flag, at most a week) it is cancelled as not collected, its\npoints refunded and the customer told. Defaults 5, 10, 15 and 60. Based on `version` (a stale one\nis 409 `VERSION_CONFLICT`).\n","operationId":"setCounterSettings","x-back-office":"manager","params":s305,"body":{"content":s974},"response":s953};
const s976 = {"method":"PUT","url":"/manage/places/:providerId/counter","schema":s975,"operationId":"setCounterSettings","security":[{"accessToken":[]}]};
const s977 = {"type":"string","format":"uuid","maxLength":36,"description":"Only this place's favourites"};
const s978 = {"type":"object","properties":{"providerId":s977}};
const s979 = {"type":"object","properties":{"Accept-Language":s278}};
const s980 = {"type":"string","format":"uuid","maxLength":36,"description":"the product's place"};
const s981 = {"productId":s19,"providerId":s980,"starredAt":s52};
const s982 = {"type":"object","additionalProperties":false,"required":["productId","providerId","starredAt"],"properties":s981};
const s983 = {"type":"array","maxItems":100,"description":"products still on a menu (a retired one is left out)","items":s982};
const s984 = {"type":"array","maxItems":20,"items":s420};
const s985 = {"type":"object","additionalProperties":false,"required":["products","orders"],"description":"The caller's starred products and orders, most recently starred first","properties":{"products":s983,"orders":s984}};
const s986 = {"type":"object","required":["data"],"properties":{"data":s985}};
const s987 = {"content":{"application/json":{"schema":s986}}};
const s988 = {"200":s987,"400":s104,"401":s104,"403":s104,"500":s104,"503":s104};
const s989 = {"tags":["favourites"],"summary":"The caller's starred products and orders, of one place or of all","description":"The caller's own favourites, most recently starred first: the products (their ids and place; the\napp shows them from the menu it already has) and the orders, as `getMyOrder` answers them, to be\nordered again. With `providerId`, only that place's (an unknown place has none). A product that\nwas retired from its menu is left out (its star is kept and comes back with it). The writes keep\nat most 100 products and 20 orders per customer, so the list is answered whole, without pages.\n","operationId":"listMyFavourites","querystring":s978,"headers":s979,"response":s988};
const s990 = {"method":"GET","url":"/favourites","schema":s989,"operationId":"listMyFavourites","security":[{"accessToken":[]}]};
const s991 = {"type":"object","properties":{"productId":s19},"required":["productId"]};
const s992 = {"200":s148,"400":s104,"401":s104,"403":s104,"404":s104,"413":s104,"415":s104,"422":s104,"500":s104,"503":s104};
const s993 = {"tags":["favourites"],"summary":"Star a product (idempotent)","description":"Adds the product to the caller's favourites; starring one already starred changes nothing and\nanswers the same. Only a product on a menu can be starred (unknown or retired: 404). A customer\nkeeps at most 100 starred products (422 `FAVOURITES_FULL` for one more). Takes no body: a body\nthat is sent anyway must be valid JSON (else 400, 413 or 415) and is ignored.\n","operationId":"starProduct","params":s991,"response":s992};
const s994 = {"method":"PUT","url":"/favourites/products/:productId","schema":s993,"operationId":"starProduct","security":[{"accessToken":[]}]};
const s995 = {"tags":["favourites"],"summary":"Unstar a product (idempotent)","description":"Removes the product from the caller's favourites. A product that is not starred (or unknown)\nchanges nothing and answers the same, so a retry never fails.\n","operationId":"unstarProduct","params":s991,"response":s940};
const s996 = {"method":"DELETE","url":"/favourites/products/:productId","schema":s995,"operationId":"unstarProduct","security":[{"accessToken":[]}]};
const s997 = {"tags":["favourites"],"summary":"Star one of the caller's orders (idempotent)","description":"Adds one of the caller's own orders to their favourites, to order it again in one tap from the\nplace's menu; starring one already starred changes nothing and answers the same. Another\ncustomer's order is answered 404, as one that does not exist. A customer keeps at most 20\nstarred orders (422 `FAVOURITES_FULL` for one more). Takes no body: a body that is sent anyway\nmust be valid JSON (else 400, 413 or 415) and is ignored.\n","operationId":"starOrder","params":s436,"response":s992};
const s998 = {"method":"PUT","url":"/favourites/orders/:orderId","schema":s997,"operationId":"starOrder","security":[{"accessToken":[]}]};
const s999 = {"tags":["favourites"],"summary":"Unstar one of the caller's orders (idempotent)","description":"Removes one of the caller's own orders from their favourites; one that is not starred changes\nnothing and answers the same, so a retry never fails. Another customer's order is answered 404,\nas one that does not exist.\n","operationId":"unstarOrder","params":s436,"response":s830};
const s1000 = {"method":"DELETE","url":"/favourites/orders/:orderId","schema":s999,"operationId":"unstarOrder","security":[{"accessToken":[]}]};
export const contractRoutes: readonly ContractRoute[] = [
s106,
s108,
s114,
s129,
s139,
s145,
s151,
s157,
s159,
s167,
s172,
s177,
s181,
s184,
s216,
s222,
s228,
s233,
s239,
s241,
s255,
s261,
s272,
s304,
s310,
s337,
s343,
s371,
s384,
s425,
s435,
s439,
s442,
s445,
s464,
s474,
s481,
s512,
s521,
s526,
s532,
s535,
s541,
s559,
s573,
s575,
s584,
s586,
s596,
s653,
s658,
s660,
s663,
s666,
s668,
s688,
s698,
s703,
s707,
s713,
s715,
s727,
s736,
s738,
s740,
s753,
s758,
s760,
s772,
s779,
s792,
s810,
s828,
s832,
s835,
s840,
s843,
s846,
s858,
s863,
s865,
s871,
s874,
s876,
s887,
s893,
s915,
s926,
s931,
s942,
s946,
s949,
s955,
s962,
s966,
s973,
s976,
s990,
s994,
s996,
s998,
s1000,
];
