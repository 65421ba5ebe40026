// Generated from openapi.yaml (npm run api:generate): the values of its named enums. Do not edit.

/** The values of AppId in openapi.yaml. */
export const appIdValues = ["consumerApp"] as const;

/** The values of Language in openapi.yaml. */
export const languageValues = ["en", "es", "fr", "de", "pl", "uk", "ca", "ru", "sr"] as const;

/** The values of ConsentKind in openapi.yaml. */
export const consentKindValues = ["essential", "dataProcessing", "analytics", "marketing"] as const;

/** The values of ProviderKind in openapi.yaml. */
export const providerKindValues = ["coffee_shop", "restaurant"] as const;

/** The values of Allergen in openapi.yaml. */
export const allergenValues = ["gluten", "milk", "eggs", "nuts", "peanuts", "soy", "fish", "crustaceans", "molluscs", "celery", "mustard", "sesame", "sulphites", "lupin"] as const;

/** The values of QuoteProblem in openapi.yaml. */
export const quoteProblemValues = ["unknown_product", "unavailable", "invalid_extra", "too_many_extras", "other_provider"] as const;

/** The values of OrderStatus in openapi.yaml. */
export const orderStatusValues = ["pending", "preparing", "ready", "completed", "cancelled"] as const;

/** The values of OrderScope in openapi.yaml. */
export const orderScopeValues = ["active", "history"] as const;

/** The values of PaymentMethod in openapi.yaml. */
export const paymentMethodValues = ["cash", "card", "points"] as const;

/** The values of OrderCanceller in openapi.yaml. */
export const orderCancellerValues = ["customer", "place"] as const;

/** The values of LedgerReason in openapi.yaml. */
export const ledgerReasonValues = ["order_earned", "order_spent", "order_refunded", "staff_awarded", "staff_redeemed", "adjusted", "welcome_bonus"] as const;

/** The values of QrRefusalReason in openapi.yaml. */
export const qrRefusalReasonValues = ["expired", "invalid", "replaced"] as const;

/** The values of SoldOutKind in openapi.yaml. */
export const soldOutKindValues = ["product", "extra"] as const;

/** The values of ReportPeriod in openapi.yaml. */
export const reportPeriodValues = ["today", "last7Days", "last30Days", "custom"] as const;

/** The values of SlotMinutes in openapi.yaml. */
export const slotMinutesValues = [5, 10, 15, 20, 30, 60] as const;

/** The values of TeamRole in openapi.yaml. */
export const teamRoleValues = ["staff", "manager"] as const;

/** The values of InvitationRole in openapi.yaml. */
export const invitationRoleValues = ["owner", "manager", "staff"] as const;

/** The values of InvitationStatus in openapi.yaml. */
export const invitationStatusValues = ["pending", "accepted", "revoked", "expired"] as const;

/** The values of ErrorCode in openapi.yaml. */
export const errorCodeValues = ["VALIDATION_ERROR", "INVALID_CREDENTIALS", "UNAUTHENTICATED", "TOKEN_EXPIRED", "FORBIDDEN", "NOT_FOUND", "EMAIL_TAKEN", "RATE_LIMITED", "PASSWORD_ALREADY_SET", "INVALID_TOKEN", "NOT_CONFIGURED", "INTERNAL", "UNSUPPORTED_MEDIA_TYPE", "SERVICE_UNAVAILABLE", "IDEMPOTENCY_KEY_REUSED", "ORDER_NOT_CANCELLABLE", "VERSION_CONFLICT", "INVALID_TRANSITION", "PRODUCT_UNAVAILABLE", "INVALID_EXTRAS", "TOO_MANY_EXTRAS", "OTHER_PROVIDER", "POINTS_NOT_ACCEPTED", "INSUFFICIENT_POINTS", "PICKUP_TIME_INVALID", "PLACE_CLOSED", "SAME_PASSWORD", "COUNTER_TOKEN_REFUSED", "BACK_OFFICE_FORBIDDEN", "CONSENTS_REQUIRED", "LAST_OWNER", "INVITATION_USED", "INVITATION_REVOKED", "INVITATION_EXPIRED", "INVITATION_WRONG_ACCOUNT", "ORDERING_PAUSED", "PICKUP_SLOT_FULL", "PLACE_CODE_TAKEN", "FAVOURITES_FULL"] as const;

/** The values of MenuItemKind in openapi.yaml. */
export const menuItemKindValues = ["category", "product", "extraGroup", "extraOption"] as const;

/** The values of MenuTextField in openapi.yaml. */
export const menuTextFieldValues = ["name", "description", "composition"] as const;

/** The values of ImageWidth in openapi.yaml. */
export const imageWidthValues = [320, 800] as const;
