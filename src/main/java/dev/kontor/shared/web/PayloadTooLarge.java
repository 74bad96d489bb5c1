package dev.kontor.shared.web;

import java.io.IOException;

/** The request body is larger than the configured limit: answers 413. */
public class PayloadTooLarge extends IOException {

	public PayloadTooLarge(long limitBytes) {
		super("The request body exceeds the limit of " + limitBytes + " bytes");
	}
}
