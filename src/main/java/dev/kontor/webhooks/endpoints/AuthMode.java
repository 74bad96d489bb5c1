package dev.kontor.webhooks.endpoints;

import org.springframework.modulith.NamedInterface;

/** How a webhook request proves itself to the receiver, beyond the content signature (document 1, section 5). */
@NamedInterface("administration")
public enum AuthMode {

	/** No further authentication, for host-to-host VPNs (value 0 in document 1). */
	NoAuth,
	/** Header {@code X-Api-Key} with the configured key. */
	ApiKey,
	/** Header {@code X-Data-Cryptogram}: HMAC-SHA256 of timestamp and body with the shared secret. */
	DataCryptogram,
	/** Mutual TLS: not supported yet, refused with 422. */
	MTLS

}
