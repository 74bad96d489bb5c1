package dev.kontor.bench.jmh;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.proc.DefaultJOSEObjectTypeVerifier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.oauth2.jose.jws.SignatureAlgorithm;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtClaimsSet;
import org.springframework.security.oauth2.jwt.JwtEncoderParameters;
import org.springframework.security.oauth2.jwt.JwsHeader;
import org.springframework.security.oauth2.jwt.JwtTimestampValidator;
import org.springframework.security.oauth2.jwt.NimbusJwtDecoder;
import org.springframework.security.oauth2.jwt.NimbusJwtEncoder;

/**
 * The cryptography of one token request and of one authenticated API request, in process, without HTTP, database
 * or framework around it:
 * <ul>
 * <li>signing an access token shaped like Kontor's (header {@code kid}, {@code typ: at+jwt}; claims iss, sub, aud,
 * nbf, iat, exp, jti, scope, client_id, tenant_id) with {@link NimbusJwtEncoder}, RS256 (RSA 2048) and ES256 (P-256),
 * the key types Kontor generates;</li>
 * <li>validating it with {@link NimbusJwtDecoder} the way Kontor's resource server does: key from a JWK source,
 * RS256 and ES256 accepted, {@code typ} checked, signature, then {@link JwtTimestampValidator} (Kontor's further
 * claim checks are map look-ups, and its revocation check is a database query that is not measured here);</li>
 * <li>verifying a client secret as Kontor does (SHA-256 hex of the presented 43-character secret, compared in
 * constant time with the stored digest), and, for comparison, a bcrypt match at the default strength (10).</li>
 * </ul>
 * Average time per operation, single thread.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = { "-Xms512m", "-Xmx512m" })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Benchmark)
public class TokenCryptoBenchmarks {

	static final String ISSUER = "http://127.0.0.1:8080";

	private RSAKey rsaKey;

	private ECKey ecKey;

	private NimbusJwtEncoder encoder;

	private NimbusJwtDecoder decoder;

	private String rs256Token;

	private String es256Token;

	private String clientSecret;

	private byte[] storedSecretDigest;

	private BCryptPasswordEncoder bcrypt;

	private String bcryptHash;

	@Setup(Level.Trial)
	public void setUp() throws Exception {
		rsaKey = new RSAKeyGenerator(2048).keyID(UUID.randomUUID().toString())
			.keyUse(KeyUse.SIGNATURE)
			.algorithm(JWSAlgorithm.RS256)
			.generate();
		ecKey = new ECKeyGenerator(Curve.P_256).keyID(UUID.randomUUID().toString())
			.keyUse(KeyUse.SIGNATURE)
			.algorithm(JWSAlgorithm.ES256)
			.generate();
		encoder = new NimbusJwtEncoder(new ImmutableJWKSet<>(new JWKSet(List.<JWK>of(rsaKey, ecKey))));
		decoder = NimbusJwtDecoder
			.withJwkSource(new ImmutableJWKSet<>(new JWKSet(List.<JWK>of(rsaKey.toPublicJWK(), ecKey.toPublicJWK()))))
			.jwsAlgorithms(algorithms -> {
				algorithms.add(SignatureAlgorithm.RS256);
				algorithms.add(SignatureAlgorithm.ES256);
			})
			.jwtProcessorCustomizer(processor -> processor
				.setJWSTypeVerifier(new DefaultJOSEObjectTypeVerifier<>(new JOSEObjectType("at+jwt"))))
			.build();
		decoder.setJwtValidator(new JwtTimestampValidator());
		rs256Token = sign(SignatureAlgorithm.RS256, rsaKey.getKeyID());
		es256Token = sign(SignatureAlgorithm.ES256, ecKey.getKeyID());
		// Sanity: both tokens validate before anything is measured.
		decoder.decode(rs256Token);
		decoder.decode(es256Token);

		byte[] random = new byte[32];
		new SecureRandom().nextBytes(random);
		clientSecret = Base64.getUrlEncoder().withoutPadding().encodeToString(random); // 43 characters
		storedSecretDigest = sha256Hex(clientSecret).getBytes(StandardCharsets.US_ASCII);
		if (clientSecret.length() != 43 || !clientSecretMatches()) {
			throw new IllegalStateException("client secret set-up is wrong");
		}
		bcrypt = new BCryptPasswordEncoder();
		bcryptHash = bcrypt.encode(clientSecret);
	}

	private String sign(SignatureAlgorithm algorithm, String keyId) {
		Instant now = Instant.now();
		JwsHeader header = JwsHeader.with(algorithm).keyId(keyId).type("at+jwt").build();
		JwtClaimsSet claims = JwtClaimsSet.builder()
			.issuer(ISSUER)
			.subject("demo-server")
			.audience(List.of("demo-server"))
			.notBefore(now)
			.issuedAt(now)
			.expiresAt(now.plus(15, ChronoUnit.MINUTES))
			.id(UUID.randomUUID().toString())
			.claim("scope", "clients.read")
			.claim("client_id", "demo-server")
			.claim("tenant_id", "01a20050-6052-7095-8849-3e7f179276b7")
			.build();
		return encoder.encode(JwtEncoderParameters.from(header, claims)).getTokenValue();
	}

	@Benchmark
	public String rs256Sign() {
		return sign(SignatureAlgorithm.RS256, rsaKey.getKeyID());
	}

	@Benchmark
	public Jwt rs256Validate() {
		return decoder.decode(rs256Token);
	}

	@Benchmark
	public String es256Sign() {
		return sign(SignatureAlgorithm.ES256, ecKey.getKeyID());
	}

	@Benchmark
	public Jwt es256Validate() {
		return decoder.decode(es256Token);
	}

	/** What Kontor does per client-credentials request to authenticate the client. */
	@Benchmark
	public boolean clientSecretSha256() {
		return clientSecretMatches();
	}

	/** What it would cost if client secrets were stored with bcrypt (default strength 10). */
	@Benchmark
	public boolean bcryptMatches() {
		return bcrypt.matches(clientSecret, bcryptHash);
	}

	private boolean clientSecretMatches() {
		byte[] actual = sha256Hex(clientSecret).getBytes(StandardCharsets.US_ASCII);
		return MessageDigest.isEqual(storedSecretDigest, actual);
	}

	private static String sha256Hex(String value) {
		try {
			return HexFormat.of()
				.formatHex(MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8)));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}
}
