package dev.kontor.shared.security;

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

	public static final String WEBHOOKS_MANAGE = "webhooks.manage";

	public static final String PLATFORM_ADMIN = "platform.admin";

	public static final Set<String> OPENID_SCOPES = Set.of("openid", "profile", "email", "phone", "offline_access");

	public static final Set<String> API_SCOPES = Set.of(MASTERDATA_READ, MASTERDATA_WRITE, PRICEFEED_READ,
			PRICEFEED_WRITE, PRICEFEED_ADMIN, CLIENTS_READ, CLIENTS_WRITE, BANKACCOUNTS_READ, BANKACCOUNTS_WRITE, AML_READ, AML_WRITE,
			AML_OFFICER, ACCOUNTS_READ, ACCOUNTS_WRITE, ORDERS_READ, ORDERS_WRITE, WEBHOOKS_MANAGE, PLATFORM_ADMIN);

	/** Scopes over every tenant: only clients and users of tenant {@code operator} may hold them. */
	public static final Set<String> OPERATOR_ONLY = Set.of(PLATFORM_ADMIN, PRICEFEED_ADMIN);

	private Scopes() {
	}

	public static boolean isKnown(String scope) {
		return OPENID_SCOPES.contains(scope) || API_SCOPES.contains(scope);
	}
}
