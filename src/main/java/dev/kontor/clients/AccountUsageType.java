package dev.kontor.clients;

/** How the client uses the platform (contract section 4); the AML parameters assign it a risk factor. */
public enum AccountUsageType {
	PortfolioManagement, Brokerage
}
