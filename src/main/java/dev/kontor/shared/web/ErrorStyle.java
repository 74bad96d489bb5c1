package dev.kontor.shared.web;

/**
 * Which error body an API speaks: RFC 7807 problems (document 3, price feed, operator API) or the master data
 * body of document 2. Chosen by the request path, so that filters, the security entry point and the fallback
 * error controller answer in the same style as the controllers.
 */
public enum ErrorStyle {

	PROBLEM, MASTER_DATA;

	private static final String MASTER_DATA_PREFIX = "/api/masterdata/";

	public static ErrorStyle forPath(String path) {
		return path.startsWith(MASTER_DATA_PREFIX) ? MASTER_DATA : PROBLEM;
	}
}
