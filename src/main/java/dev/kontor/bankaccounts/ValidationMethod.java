package dev.kontor.bankaccounts;

/** How a bank account was validated (document 3). */
public enum ValidationMethod {
	None, Manual, OnlineBanking, KYCProvider, RemoteCall
}
