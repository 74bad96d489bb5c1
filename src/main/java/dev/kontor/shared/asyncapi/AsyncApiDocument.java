package dev.kontor.shared.asyncapi;

import java.net.URI;

import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * An AsyncAPI 3.0 document being assembled: each section ({@code servers}, {@code channels}, {@code operations},
 * {@code components}) takes entries by name, and {@link #ref} names an entry for a {@code $ref}. The platform's own
 * servers are there from the start: {@value #HTTP_SERVER} for HTTP streams and {@value #WEBSOCKET_SERVER} for
 * WebSocket ones, both at the issuer's origin.
 */
public final class AsyncApiDocument {

	public static final String VERSION = "3.0.0";

	public static final String HTTP_SERVER = "kontor";

	public static final String WEBSOCKET_SERVER = "kontorWebSocket";

	private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

	private final ObjectNode root = NODES.objectNode();

	private final String issuer;

	AsyncApiDocument(String title, String version, String description, URI issuer) {
		this.issuer = issuer.toString().replaceFirst("/$", "");
		root.put("asyncapi", VERSION);
		root.putObject("info").put("title", title).put("version", version).put("description", description);
		root.put("defaultContentType", "application/json");
		boolean secure = "https".equals(issuer.getScheme());
		String host = issuer.getPort() < 0 ? issuer.getHost() : issuer.getHost() + ":" + issuer.getPort();
		server(HTTP_SERVER, object().put("host", host)
			.put("protocol", secure ? "https" : "http")
			.put("description", "The platform's API"));
		server(WEBSOCKET_SERVER, object().put("host", host)
			.put("protocol", secure ? "wss" : "ws")
			.put("description", "The platform's WebSocket streams"));
	}

	/** A new, empty JSON object to fill and hand to one of the sections. */
	public static ObjectNode object() {
		return NODES.objectNode();
	}

	/** {@code {"$ref": "#/<section path>/<name>"}}, such as {@code ref("components/messages", "Quote")}. */
	public static ObjectNode ref(String section, String name) {
		return object().put("$ref", "#/" + section + "/" + name.replace("~", "~0").replace("/", "~1"));
	}

	/**
	 * A security scheme of bearer access tokens of the platform's authorization server that need {@code scope}:
	 * client credentials for back ends, authorization code (with PKCE) for applications a user signs in to.
	 */
	public ObjectNode accessToken(String scope, String scopeDescription) {
		ObjectNode scheme = object().put("type", "oauth2")
			.put("description", "A bearer access token of the platform's authorization server with " + scope);
		ObjectNode flows = scheme.putObject("flows");
		flows.putObject("clientCredentials").put("tokenUrl", issuer + "/connect/token")
			.putObject("availableScopes").put(scope, scopeDescription);
		flows.putObject("authorizationCode").put("authorizationUrl", issuer + "/connect/authorize")
			.put("tokenUrl", issuer + "/connect/token")
			.putObject("availableScopes").put(scope, scopeDescription);
		scheme.putArray("scopes").add(scope);
		return scheme;
	}

	public AsyncApiDocument server(String name, ObjectNode server) {
		return put("servers", name, server);
	}

	public AsyncApiDocument channel(String name, ObjectNode channel) {
		return put("channels", name, channel);
	}

	public AsyncApiDocument operation(String name, ObjectNode operation) {
		return put("operations", name, operation);
	}

	public AsyncApiDocument message(String name, ObjectNode message) {
		return component("messages", name, message);
	}

	public AsyncApiDocument schema(String name, ObjectNode schema) {
		return component("schemas", name, schema);
	}

	public AsyncApiDocument messageTrait(String name, ObjectNode trait) {
		return component("messageTraits", name, trait);
	}

	public AsyncApiDocument securityScheme(String name, ObjectNode scheme) {
		return component("securitySchemes", name, scheme);
	}

	ObjectNode json() {
		return root.deepCopy();
	}

	private AsyncApiDocument component(String kind, String name, ObjectNode value) {
		ObjectNode components = root.has("components") ? (ObjectNode) root.get("components")
				: root.putObject("components");
		ObjectNode section = components.has(kind) ? (ObjectNode) components.get(kind) : components.putObject(kind);
		return put(section, name, value);
	}

	private AsyncApiDocument put(String sectionName, String name, ObjectNode value) {
		ObjectNode section = root.has(sectionName) ? (ObjectNode) root.get(sectionName)
				: root.putObject(sectionName);
		return put(section, name, value);
	}

	private AsyncApiDocument put(ObjectNode section, String name, ObjectNode value) {
		if (section.has(name)) {
			throw new IllegalStateException("The AsyncAPI document already has " + name);
		}
		section.set(name, value);
		return this;
	}
}
