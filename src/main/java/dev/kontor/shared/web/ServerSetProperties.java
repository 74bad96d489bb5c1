package dev.kontor.shared.web;

import java.util.Set;

import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.DeserializationProblemHandler;
import tools.jackson.databind.exc.MismatchedInputException;

/**
 * Unknown properties are ignored, so that a client written against a newer version of an API keeps working, except
 * those naming what the server sets on a resource: its id, its tenant and the audit dates and users that its views
 * answer, and the church tax data the tax authority answers for a client record. Ignoring {@code "tenantId"} or
 * {@code "createdUserId"} would let the caller believe it had set them. A body that declares such a property (the
 * operator API's {@code tenantId}) reads it as usual: only an unknown one is refused.
 */
final class ServerSetProperties extends DeserializationProblemHandler {

	static final Set<String> NAMES = Set.of("id", "tenantId", "createdDate", "createdUserId", "updatedDate",
			"updatedUserId", "deletedDate", "deletedUserId", "createdAt", "churchTaxAttribute",
			"churchTaxQueriedDate");

	@Override
	public boolean handleUnknownProperty(DeserializationContext context, JsonParser parser,
			ValueDeserializer<?> deserializer, Object beanOrClass, String propertyName) {
		if (NAMES.contains(propertyName)) {
			throw new Sent(parser, propertyName);
		}
		return false;
	}

	/** A property the server sets, sent in a body; its path is the enclosing object's, as Jackson reports it. */
	static final class Sent extends MismatchedInputException {

		private final String property;

		Sent(JsonParser parser, String property) {
			super(parser, "Property '" + property + "' is set by the server and cannot be sent");
			this.property = property;
		}

		String property() {
			return property;
		}
	}
}
