package dev.kontor.shared.web;

import java.time.temporal.TemporalAccessor;
import java.util.List;
import java.util.Set;

import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.deser.ValueDeserializerModifier;
import tools.jackson.databind.deser.jackson.JsonNodeDeserializer;
import tools.jackson.databind.deser.std.DelegatingDeserializer;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.type.LogicalType;

import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Request bodies are read as the documents write them, and nothing else is guessed into a value: amounts and counts
 * are JSON numbers, flags JSON booleans, enumerations their documented names, times ISO 8601 strings. Jackson's
 * defaults coerce ({@code "1"} or {@code 1} to {@code true}, {@code ""} to null, {@code 3} to the fourth constant,
 * {@code 1e400} to 1970-01-01), which would store a value the caller never sent; here each of those is a 400
 * naming the property. A property sent twice in one object is refused as well: Jackson would keep the last value,
 * while a gateway in front of Kontor may have read the first.
 */
@Configuration(proxyBeanMethods = false)
class StrictJsonInput {

	private static final Set<LogicalType> WRITTEN_AS_TEXT = Set.of(LogicalType.DateTime, LogicalType.Enum,
			LogicalType.OtherScalar);

	@Bean
	JsonMapperBuilderCustomizer strictCoercions() {
		return StrictJsonInput::apply;
	}

	/** Applies the rules to a mapper builder. */
	static void apply(MapperBuilder<?, ?> builder) {
		builder.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION);
		builder.disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
			.disable(DeserializationFeature.ACCEPT_EMPTY_STRING_AS_NULL_OBJECT,
					DeserializationFeature.ACCEPT_EMPTY_ARRAY_AS_NULL_OBJECT, DeserializationFeature.ACCEPT_FLOAT_AS_INT)
			.enable(EnumFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
			.disable(EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL,
					EnumFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE, EnumFeature.READ_ENUM_KEYS_USING_INDEX)
			.withCoercionConfigDefaults(config -> config.setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail)
				.setCoercion(CoercionInputShape.EmptyArray, CoercionAction.Fail)
				.setCoercion(CoercionInputShape.EmptyObject, CoercionAction.Fail));
		for (LogicalType scalar : List.of(LogicalType.Boolean, LogicalType.Integer, LogicalType.Float,
				LogicalType.DateTime, LogicalType.Enum, LogicalType.OtherScalar)) {
			// Times, enumerations and UUIDs are written as texts; numbers and flags are not.
			CoercionAction fromText = WRITTEN_AS_TEXT.contains(scalar) ? CoercionAction.TryConvert : CoercionAction.Fail;
			builder.withCoercionConfig(scalar,
					config -> config.setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail)
						.setCoercion(CoercionInputShape.String, fromText)
						.setAcceptBlankAsEmpty(false));
		}
		builder.withCoercionConfig(LogicalType.Boolean,
				config -> config.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
					.setCoercion(CoercionInputShape.Float, CoercionAction.Fail));
		// A number is no text either: an ISIN or a currency sent as 123 is a client's bug, not a value to store.
		builder.withCoercionConfig(LogicalType.Textual,
				config -> config.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
					.setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
					.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail));
		builder.withCoercionConfig(LogicalType.Enum,
				config -> config.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail));
		builder.addHandler(new ServerSetProperties());
		builder.addModule(new SimpleModule("strict-input").setDeserializerModifier(new StrictScalars())
			.addDeserializer(JsonNode.class, new NulFreeTrees()));
	}

	/**
	 * java.time's deserializers read a number as seconds or milliseconds since the epoch and a local date or time
	 * from an array ({@code [2026, 11, 25]}, and {@code []} as null), consulting no coercion setting for either; an
	 * out-of-range number such as {@code 1e400} even turns into 1970-01-01. Times are ISO 8601 strings in every
	 * document, so a number or an array is refused before it reaches them. Texts refuse the NUL character: no
	 * document allows it, and PostgreSQL cannot store it in a text column (the insert failed with 500).
	 */
	private static final class StrictScalars extends ValueDeserializerModifier {

		@Override
		public ValueDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription.Supplier bean,
				ValueDeserializer<?> deserializer) {
			if (TemporalAccessor.class.isAssignableFrom(bean.getBeanClass())) {
				return new OnlyTexts(deserializer);
			}
			return bean.getBeanClass() == String.class ? new NoNul(deserializer) : deserializer;
		}
	}

	private static final class NoNul extends DelegatingDeserializer {

		NoNul(ValueDeserializer<?> delegate) {
			super(delegate);
		}

		@Override
		protected ValueDeserializer<?> newDelegatingInstance(ValueDeserializer<?> delegate) {
			return new NoNul(delegate);
		}

		@Override
		public Object deserialize(JsonParser parser, DeserializationContext context) {
			Object value = super.deserialize(parser, context);
			if (value instanceof String text && text.indexOf('\u0000') >= 0) {
				return context.handleWeirdStringValue(String.class, text, "must not contain the NUL character");
			}
			return value;
		}
	}

	/**
	 * A property taking any JSON value (a filter's {@code data}) is read as a tree, which the texts' rule above never
	 * sees: every text and name in it is checked here, and the property holding it is named. Modifiers are not asked
	 * about trees, so this replaces Jackson's tree deserializer and hands it the reading.
	 */
	private static final class NulFreeTrees extends StdDeserializer<JsonNode> {

		private final ValueDeserializer<?> trees = JsonNodeDeserializer.getDeserializer(JsonNode.class);

		NulFreeTrees() {
			super(JsonNode.class);
		}

		@Override
		public JsonNode deserialize(JsonParser parser, DeserializationContext context) {
			JsonNode tree = (JsonNode) trees.deserialize(parser, context);
			if (holdsNul(tree)) {
				context.handleWeirdStringValue(String.class, "", "must not contain the NUL character");
			}
			return tree;
		}

		@Override
		public JsonNode getNullValue(DeserializationContext context) {
			return (JsonNode) trees.getNullValue(context);
		}

		@Override
		public Object getAbsentValue(DeserializationContext context) {
			return trees.getAbsentValue(context);
		}

		@Override
		public LogicalType logicalType() {
			return trees.logicalType();
		}

		private static boolean holdsNul(JsonNode node) {
			if (node.isString()) {
				return node.asString().indexOf('\u0000') >= 0;
			}
			return node.properties().stream().anyMatch(entry -> entry.getKey().indexOf('\u0000') >= 0)
					|| node.valueStream().anyMatch(NulFreeTrees::holdsNul);
		}
	}

	private static final class OnlyTexts extends DelegatingDeserializer {

		OnlyTexts(ValueDeserializer<?> delegate) {
			super(delegate);
		}

		@Override
		protected ValueDeserializer<?> newDelegatingInstance(ValueDeserializer<?> delegate) {
			return new OnlyTexts(delegate);
		}

		@Override
		public Object deserialize(JsonParser parser, DeserializationContext context) {
			if (parser.hasToken(JsonToken.VALUE_NUMBER_INT) || parser.hasToken(JsonToken.VALUE_NUMBER_FLOAT)
					|| parser.hasToken(JsonToken.START_ARRAY)) {
				return context.handleUnexpectedToken(handledType(), parser);
			}
			return super.deserialize(parser, context);
		}
	}
}
