package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collection;
import java.util.List;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.cfg.DateTimeFeature;

/**
 * Reads a {@link QuoteInput} field by field off the parser. Ingestion reads more than 100,000 quotes a second, and
 * databind's binding of the record through its constructor and java.time's formatter for the dateTime were a large
 * part of that work. Only the common shapes are read here: a string for the texts, a number for the amounts, the
 * dateTime in UTC as {@link UtcInstants} reads it. Every other value goes to databind's own deserializer of the
 * property's type, so that what is accepted, how it is coerced ({@code "101.5"} for a bid, an offset for the
 * dateTime) and how it is refused stay what databind does for the record.
 */
final class QuoteInputDeserializer extends ValueDeserializer<QuoteInput> {

	private static final List<Object> PROPERTIES = List.of("isinCode", "provider", "dateTime", "status", "bid", "ask",
			"bidVolume", "askVolume");

	@Override
	public QuoteInput deserialize(JsonParser parser, DeserializationContext context) {
		JsonToken token = parser.currentToken();
		if (token == JsonToken.START_OBJECT) {
			token = parser.nextToken();
		}
		else if (token != JsonToken.PROPERTY_NAME && token != JsonToken.END_OBJECT) {
			return (QuoteInput) context.handleUnexpectedToken(QuoteInput.class, parser);
		}
		Fields fields = new Fields();
		for (; token == JsonToken.PROPERTY_NAME; token = parser.nextToken()) {
			String name = parser.currentName();
			parser.nextToken();
			try {
				read(name, fields, parser, context);
			}
			catch (RuntimeException ex) {
				throw DatabindException.wrapWithPath(context, ex,
						new JacksonException.Reference(QuoteInput.class, name));
			}
		}
		return new QuoteInput(fields.isinCode, fields.provider, fields.dateTime, fields.status, fields.bid, fields.ask,
				fields.bidVolume, fields.askVolume);
	}

	@Override
	public Class<?> handledType() {
		return QuoteInput.class;
	}

	@Override
	public Collection<Object> getKnownPropertyNames() {
		return PROPERTIES;
	}

	/** Reads the value of property {@code name} (the parser refuses a name sent twice in one quote). */
	private void read(String name, Fields fields, JsonParser parser, DeserializationContext context) {
		switch (name) {
			case "isinCode" -> fields.isinCode = text(parser, context);
			case "provider" -> fields.provider = text(parser, context);
			case "dateTime" -> fields.dateTime = instant(parser, context);
			case "status" -> fields.status = text(parser, context);
			case "bid" -> fields.bid = decimal(parser, context);
			case "ask" -> fields.ask = decimal(parser, context);
			case "bidVolume" -> fields.bidVolume = decimal(parser, context);
			case "askVolume" -> fields.askVolume = decimal(parser, context);
			default -> {
				if (!context.handleUnknownProperty(parser, this, QuoteInput.class, name)) {
					parser.skipChildren();
				}
			}
		}
	}

	private static @Nullable String text(JsonParser parser, DeserializationContext context) {
		if (parser.hasToken(JsonToken.VALUE_STRING)) {
			return parser.getString();
		}
		return parser.hasToken(JsonToken.VALUE_NULL) ? null : context.readValue(parser, String.class);
	}

	private static @Nullable BigDecimal decimal(JsonParser parser, DeserializationContext context) {
		if (parser.hasToken(JsonToken.VALUE_NUMBER_FLOAT) || parser.hasToken(JsonToken.VALUE_NUMBER_INT)) {
			return parser.getDecimalValue();
		}
		return parser.hasToken(JsonToken.VALUE_NULL) ? null : context.readValue(parser, BigDecimal.class);
	}

	/** The dateTime; databind reads it unless it is in the common UTC form and kept to the nanosecond as sent. */
	private static @Nullable Instant instant(JsonParser parser, DeserializationContext context) {
		if (parser.hasToken(JsonToken.VALUE_STRING) && !context.isEnabled(DateTimeFeature.TRUNCATE_TO_MSECS_ON_READ)) {
			Instant common = UtcInstants.parse(parser.getStringCharacters(), parser.getStringOffset(),
					parser.getStringLength());
			if (common != null) {
				return common;
			}
		}
		return parser.hasToken(JsonToken.VALUE_NULL) ? null : context.readValue(parser, Instant.class);
	}

	/** The values read so far. */
	private static final class Fields {

		private @Nullable String isinCode;

		private @Nullable String provider;

		private @Nullable Instant dateTime;

		private @Nullable String status;

		private @Nullable BigDecimal bid;

		private @Nullable BigDecimal ask;

		private @Nullable BigDecimal bidVolume;

		private @Nullable BigDecimal askVolume;
	}
}
