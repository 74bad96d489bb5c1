package dev.kontor.shared.security;

import java.util.Map;
import java.util.Set;

/** The scopes the platform knows (contract section 3); a client can be granted only these. */
public final class Scopes {

	public static final String MASTERDATA_READ = "masterdata.read";

	public static final String MASTERDATA_WRITE = "masterdata.write";

	public static final String PRICEFEED_READ = "pricefeed.read";

	public static final String PRICEFEED_WRITE = "pricefeed.write";

	/** Changes the price feed's reference data, which every tenant shares (instruments, calendars, settlement). */
	public static final String PRICEFEED_ADMIN = "pricefeed.admin";

	public static final String CLIENTS_READ = "clients.read";

	public static final String CLIENTS_WRITE = "clients.write";

	public static final String BANKACCOUNTS_READ = "bankaccounts.read";

	public static final String BANKACCOUNTS_WRITE = "bankaccounts.write";

	public static final String AML_READ = "aml.read";

	public static final String AML_WRITE = "aml.write";

	public static final String AML_OFFICER = "aml.officer";

	public static final String ACCOUNTS_READ = "accounts.read";

	public static final String ACCOUNTS_WRITE = "accounts.write";

	public static final String ORDERS_READ = "orders.read";

	public static final String ORDERS_WRITE = "orders.write";

	public static final String PAYMENTS_READ = "payments.read";

	public static final String PAYMENTS_WRITE = "payments.write";

	public static final String CORPORATEACTIONS_READ = "corporateactions.read";

	public static final String CORPORATEACTIONS_WRITE = "corporateactions.write";

	public static final String KYC_READ = "kyc.read";

	public static final String KYC_WRITE = "kyc.write";

	public static final String EVENTS_READ = "events.read";

	public static final String WEBHOOKS_MANAGE = "webhooks.manage";

	public static final String PLATFORM_ADMIN = "platform.admin";

	public static final Set<String> OPENID_SCOPES = Set.of("openid", "profile", "email", "phone", "offline_access");

	public static final Set<String> API_SCOPES = Set.of(MASTERDATA_READ, MASTERDATA_WRITE, PRICEFEED_READ,
			PRICEFEED_WRITE, PRICEFEED_ADMIN, CLIENTS_READ, CLIENTS_WRITE, BANKACCOUNTS_READ, BANKACCOUNTS_WRITE, AML_READ, AML_WRITE,
			AML_OFFICER, ACCOUNTS_READ, ACCOUNTS_WRITE, ORDERS_READ, ORDERS_WRITE, PAYMENTS_READ, PAYMENTS_WRITE,
			CORPORATEACTIONS_READ, CORPORATEACTIONS_WRITE, KYC_READ, KYC_WRITE, EVENTS_READ, WEBHOOKS_MANAGE,
			PLATFORM_ADMIN);

	/** Scopes over every tenant: only clients and users of tenant {@code operator} may hold them. */
	public static final Set<String> OPERATOR_ONLY = Set.of(PLATFORM_ADMIN, PRICEFEED_ADMIN);

	/**
	 * What each scope allows, as the consent page asks the user and the OpenAPI document declares it: one text per
	 * scope of {@link #OPENID_SCOPES} and {@link #API_SCOPES}.
	 */
	public static final Map<String, String> DESCRIPTIONS = Map.ofEntries(
			Map.entry("openid", "Sign you in (OpenID Connect)"), Map.entry("profile", "Your name and username"),
			Map.entry("email", "Your e-mail address"), Map.entry("phone", "Your phone number"),
			Map.entry("offline_access", "Stay signed in when you are not using the application"),
			Map.entry(MASTERDATA_READ, "Read securities master data"),
			Map.entry(MASTERDATA_WRITE, "File instrument requests"),
			Map.entry(PRICEFEED_READ, "Read prices and market calendars"),
			Map.entry(PRICEFEED_WRITE, "Change the order support of your tenant (and publish prices, as the operator's price connector)"),
			Map.entry(PRICEFEED_ADMIN, "Change instruments and market calendars of every tenant"),
			Map.entry(CLIENTS_READ, "Read client records"), Map.entry(CLIENTS_WRITE, "Change client records"),
			Map.entry(BANKACCOUNTS_READ, "Read bank accounts"), Map.entry(BANKACCOUNTS_WRITE, "Change bank accounts"),
			Map.entry(AML_READ, "Read anti-money-laundering records"),
			Map.entry(AML_WRITE, "Change anti-money-laundering records"),
			Map.entry(AML_OFFICER, "Approve or deny actions as AML officer"),
			Map.entry(ACCOUNTS_READ, "Read cash and securities accounts with their transactions"),
			Map.entry(ACCOUNTS_WRITE, "Open cash and securities accounts and change their status"),
			Map.entry(PAYMENTS_READ, "Read deposits, withdrawals and payments"),
			Map.entry(CORPORATEACTIONS_READ, "Read corporate actions with your entitlements and statements"),
			Map.entry(CORPORATEACTIONS_WRITE, "Elect options of corporate actions"),
			Map.entry(KYC_READ, "Read identity verifications of client records"),
			Map.entry(KYC_WRITE, "Start identity verifications of client records"),
			Map.entry(PAYMENTS_WRITE, "Collect deposits and request withdrawals"),
			Map.entry(ORDERS_READ, "Read trade orders"), Map.entry(ORDERS_WRITE, "Place trade orders"),
			Map.entry(EVENTS_READ, "Receive your events as a live stream"),
			Map.entry(WEBHOOKS_MANAGE, "Manage webhook subscriptions"),
			Map.entry(PLATFORM_ADMIN, "Administer the whole platform"));

	private Scopes() {
	}

	/** The description of a scope, or the scope itself where there is none. */
	public static String describe(String scope) {
		return DESCRIPTIONS.getOrDefault(scope, scope);
	}

	public static boolean isKnown(String scope) {
		return OPENID_SCOPES.contains(scope) || API_SCOPES.contains(scope);
	}
}
