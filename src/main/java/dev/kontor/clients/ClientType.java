package dev.kontor.clients;

/** Whether a client is a company or a private person. */
public enum ClientType {
	Business, Retail
}
