package dev.kontor.aml.parameters;

import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ValueDeserializer;

/**
 * Reads an int32 field that must be a whole number. Jackson by default cuts {@code 1.5} to {@code 1}, which would
 * store a risk factor or count the integrator never sent; here a fraction is refused, so the answer is 400 naming
 * the field. {@code 2.0} is still read as 2.
 */
final class WholeNumbers extends ValueDeserializer<Integer> {

	@Override
	public Integer deserialize(JsonParser parser, DeserializationContext context) throws JacksonException {
		if (parser.currentToken() == JsonToken.VALUE_NUMBER_FLOAT
				&& parser.getDecimalValue().stripTrailingZeros().scale() > 0) {
			return context.reportInputMismatch(Integer.class, "must be a whole number");
		}
		return (Integer) context.findRootValueDeserializer(context.constructType(Integer.class))
			.deserialize(parser, context);
	}
}
