package dev.kontor.shared.idempotency;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import dev.kontor.shared.Sha256;

/**
 * What makes two requests with one key the same request: a SHA-256 of the method, the path with its query, and the
 * body in canonical form. A JSON body is canonical with its properties sorted and without white space, so that a
 * client library that sends the same object with its properties in another order is not refused; numbers keep
 * their exact digits ({@code 1.0} and {@code 1.00} differ), so that no two different amounts ever look alike. A body
 * that is not JSON counts byte for byte.
 */
final class RequestFingerprint {

	private static final JsonMapper JSON = JsonMapper.builder()
		.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
		.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
		.build();

	private RequestFingerprint() {
	}

	static String of(String method, String path, @Nullable String query, byte[] body) {
		MessageDigest digest = Sha256.newDigest();
		digest.update((method + "\n" + path + "?" + (query == null ? "" : query) + "\n")
			.getBytes(StandardCharsets.UTF_8));
		digest.update(canonical(body));
		return HexFormat.of().formatHex(digest.digest());
	}

	static byte[] canonical(byte[] body) {
		if (body.length == 0) {
			return body;
		}
		try {
			JsonNode tree = JSON.readTree(body);
			return tree == null || tree.isMissingNode() ? body : JSON.writeValueAsBytes(sorted(tree));
		}
		catch (JacksonException notJson) {
			return body;
		}
	}

	private static JsonNode sorted(JsonNode node) {
		if (node instanceof ObjectNode object) {
			Map<String, JsonNode> properties = new TreeMap<>();
			object.properties().forEach(property -> properties.put(property.getKey(), sorted(property.getValue())));
			ObjectNode copy = JSON.createObjectNode();
			properties.forEach(copy::set);
			return copy;
		}
		if (node instanceof ArrayNode array) {
			ArrayNode copy = JSON.createArrayNode();
			array.forEach(element -> copy.add(sorted(element)));
			return copy;
		}
		return node;
	}
}
