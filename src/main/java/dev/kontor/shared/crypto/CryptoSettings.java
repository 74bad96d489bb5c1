package dev.kontor.shared.crypto;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Cryptography of the platform.
 *
 * @param fastProvider whether Amazon Corretto Crypto Provider signs where it has a native build (Linux on x86-64
 *     and aarch64); {@code false} keeps the JDK's providers, e.g. to compare the two
 */
@ConfigurationProperties("kontor.crypto")
public record CryptoSettings(@DefaultValue("true") boolean fastProvider) {
}
