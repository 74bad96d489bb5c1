package dev.kontor.webhooks.dispatch;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import dev.kontor.webhooks.endpoints.SigningSecret;

/**
 * Signs one delivery attempt. Every request carries two signature schemes made with the same key bytes (the
 * base64-decoded part of the endpoint's {@code whsec_} secret):
 * <ul>
 * <li>{@code X-Svc-Trader-Backend-Content-Signature-HMAC: sha256=<base64 HMAC-SHA256(key, body)>}, the scheme
 * existing receivers check;</li>
 * <li>the Standard Webhooks headers {@code webhook-id} (the event id), {@code webhook-timestamp} (epoch seconds of
 * the attempt) and {@code webhook-signature: v1,<base64 HMAC-SHA256(key, id + "." + timestamp + "." + body)>}, so
 * that receivers can verify with the Standard Webhooks libraries. Those libraries refuse a timestamp more than five
 * minutes away, which is why every attempt is signed afresh.</li>
 * </ul>
 * During a secret rotation both secrets sign, the current one first. {@code webhook-signature} then holds two
 * space-separated {@code v1,} signatures, as the standard prescribes. The {@code X-Svc} header holds both too,
 * comma-separated ({@code sha256=<current>,sha256=<previous>}): a receiver that still knows only the previous secret
 * keeps verifying during the overlap, and one that already switched finds its signature first.
 */
final class WebhookSignatures {

	static final String CONTENT_SIGNATURE = "X-Svc-Trader-Backend-Content-Signature-HMAC";

	static final String WEBHOOK_ID = "webhook-id";

	static final String WEBHOOK_TIMESTAMP = "webhook-timestamp";

	static final String WEBHOOK_SIGNATURE = "webhook-signature";

	private static final String HMAC_SHA256 = "HmacSHA256";

	/**
	 * @param secrets the current secret first, then the previous one while a rotation overlaps
	 * @return the four signature headers, in a stable order
	 */
	Map<String, String> headersFor(String eventId, Instant attemptTime, byte[] body, List<SigningSecret> secrets) {
		if (secrets.isEmpty()) {
			throw new IllegalArgumentException("At least one signing secret is needed");
		}
		String timestamp = Long.toString(attemptTime.getEpochSecond());
		byte[] signedContent = concat((eventId + "." + timestamp + ".").getBytes(StandardCharsets.UTF_8), body);
		Map<String, String> headers = new LinkedHashMap<>();
		headers.put(CONTENT_SIGNATURE, secrets.stream()
			.map(secret -> "sha256=" + hmacBase64(secret.key(), body))
			.collect(Collectors.joining(",")));
		headers.put(WEBHOOK_ID, eventId);
		headers.put(WEBHOOK_TIMESTAMP, timestamp);
		headers.put(WEBHOOK_SIGNATURE, secrets.stream()
			.map(secret -> "v1," + hmacBase64(secret.key(), signedContent))
			.collect(Collectors.joining(" ")));
		return Collections.unmodifiableMap(headers);
	}

	/**
	 * The {@code X-Data-Cryptogram} value of an endpoint in auth mode DataCryptogram: base64 HMAC-SHA256 over
	 * {@code timestamp + "." + body}, keyed with the UTF-8 bytes of the endpoint's auth secret. The timestamp is the
	 * attempt's, the same as {@code webhook-timestamp}.
	 */
	static String dataCryptogram(String authSecret, long epochSeconds, byte[] body) {
		byte[] signedContent = concat((epochSeconds + ".").getBytes(StandardCharsets.UTF_8), body);
		return hmacBase64(authSecret.getBytes(StandardCharsets.UTF_8), signedContent);
	}

	private static String hmacBase64(byte[] key, byte[] content) {
		try {
			Mac mac = Mac.getInstance(HMAC_SHA256);
			mac.init(new SecretKeySpec(key, HMAC_SHA256));
			return Base64.getEncoder().encodeToString(mac.doFinal(content));
		}
		catch (GeneralSecurityException ex) {
			// Every Java runtime must provide HmacSHA256, and any non-empty key is valid for it.
			throw new IllegalStateException("HMAC-SHA256 is not available", ex);
		}
	}

	private static byte[] concat(byte[] prefix, byte[] body) {
		byte[] all = new byte[prefix.length + body.length];
		System.arraycopy(prefix, 0, all, 0, prefix.length);
		System.arraycopy(body, 0, all, prefix.length, body.length);
		return all;
	}
}
