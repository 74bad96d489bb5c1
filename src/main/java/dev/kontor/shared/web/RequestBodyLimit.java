package dev.kontor.shared.web;

import org.springframework.util.Assert;
import org.springframework.util.unit.DataSize;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

/**
 * A larger request body limit than {@code kontor.web.max-request-size} for the routes whose path matches a pattern
 * (such as {@code /api/v3/clients/{clientId}/documents}, whose documents are sent whole as hexadecimal text). A module
 * declares it as a bean; the request size filter applies the largest limit whose pattern matches. As such bodies take
 * memory, a temporary file or a database connection while they are read, at most {@code maxConcurrent} requests of
 * the pattern are let in at once; the others wait their turn, in arrival order, before their bodies are read.
 */
public record RequestBodyLimit(String pathPattern, DataSize maxSize, int maxConcurrent) {

	public RequestBodyLimit {
		Assert.hasText(pathPattern, "pathPattern must not be empty");
		Assert.notNull(maxSize, "maxSize must not be null");
		Assert.isTrue(maxConcurrent > 0, "maxConcurrent must be positive");
	}

	PathPattern parsed() {
		return PathPatternParser.defaultInstance.parse(pathPattern);
	}
}
