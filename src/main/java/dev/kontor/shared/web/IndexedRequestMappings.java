package dev.kontor.shared.web;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;

import org.jspecify.annotations.Nullable;
import org.springframework.http.server.PathContainer;
import org.springframework.http.server.RequestPath;
import org.springframework.web.cors.CorsUtils;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.condition.PathPatternsRequestCondition;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;
import org.springframework.web.util.pattern.PathPattern;

/**
 * Spring MVC's request mappings, looked up through an index of their patterns' leading literal segments. Spring MVC
 * finds a mapping whose pattern has a variable (such as {@code /api/client/{clientId}/order}) by trying every
 * mapping of the application in turn, about a tenth of the work of placing an order; the index narrows that to the
 * mappings whose literal start equals the request's path.
 * <p>
 * The answer is Spring MVC's own in every case: when the narrowed mappings give exactly one match it is the one the
 * full scan would find (a mapping whose literal start differs from the path cannot match it, the comparison being
 * the one {@link PathPattern} makes, on decoded segments without path parameters); no match, several matches, a CORS
 * pre-flight request and a parser that ignores case go to Spring MVC's lookup unchanged, with its ordering, its
 * ambiguity error and its 404, 405 and 415 answers.
 */
final class IndexedRequestMappings extends RequestMappingHandlerMapping {

	/** Deeper literal segments seldom narrow further: the API's paths differ within their first three. */
	private static final int INDEXED_SEGMENTS = 3;

	private volatile @Nullable Node index;

	@Override
	protected @Nullable HandlerMethod lookupHandlerMethod(String lookupPath, HttpServletRequest request)
			throws Exception {
		if (!ServletRequestPathUtils.hasParsedRequestPath(request) || CorsUtils.isPreFlightRequest(request)
				|| !getPatternParser().isCaseSensitive()) {
			return super.lookupHandlerMethod(lookupPath, request);
		}
		RequestPath path = ServletRequestPathUtils.getParsedRequestPath(request);
		RequestMappingInfo matched = null;
		HandlerMethod handler = null;
		for (Candidate candidate : index().candidatesFor(path.pathWithinApplication())) {
			RequestMappingInfo match = getMatchingMapping(candidate.mapping(), request);
			if (match == null) {
				continue;
			}
			if (matched != null) {
				return super.lookupHandlerMethod(lookupPath, request);
			}
			matched = match;
			handler = candidate.handler();
		}
		if (matched == null) {
			return super.lookupHandlerMethod(lookupPath, request);
		}
		request.setAttribute(BEST_MATCHING_HANDLER_ATTRIBUTE, handler);
		handleMatch(matched, lookupPath, request);
		return handler;
	}

	@Override
	protected void registerHandlerMethod(Object handler, Method method, RequestMappingInfo mapping) {
		super.registerHandlerMethod(handler, method, mapping);
		index = null;
	}

	@Override
	public void unregisterMapping(RequestMappingInfo mapping) {
		super.unregisterMapping(mapping);
		index = null;
	}

	private Node index() {
		Node built = index;
		if (built == null) {
			built = new Node();
			for (Map.Entry<RequestMappingInfo, HandlerMethod> entry : getHandlerMethods().entrySet()) {
				Candidate candidate = new Candidate(entry.getKey(), entry.getValue());
				PathPatternsRequestCondition patterns = entry.getKey().getPathPatternsCondition();
				if (patterns == null) {
					built.candidates.add(candidate);
					continue;
				}
				for (PathPattern pattern : patterns.getPatterns()) {
					built.add(literalStart(pattern.getPatternString()), candidate);
				}
			}
			index = built;
		}
		return built;
	}

	/** The segments of a pattern before its first variable or wildcard, at most {@link #INDEXED_SEGMENTS}. */
	static List<String> literalStart(String pattern) {
		List<String> literals = new ArrayList<>();
		if (!pattern.startsWith("/")) {
			return literals;
		}
		for (String segment : pattern.substring(1).split("/", -1)) {
			if (literals.size() == INDEXED_SEGMENTS || segment.isEmpty() || segment.indexOf('{') >= 0
					|| segment.indexOf('*') >= 0 || segment.indexOf('?') >= 0) {
				break;
			}
			literals.add(segment);
		}
		return literals;
	}

	private record Candidate(RequestMappingInfo mapping, HandlerMethod handler) {
	}

	/** The mappings whose literal start ends at this node, and the nodes one segment further. */
	private static final class Node {

		private final List<Candidate> candidates = new ArrayList<>();

		private final Map<String, Node> next = new HashMap<>();

		void add(List<String> literals, Candidate candidate) {
			Node node = this;
			for (String literal : literals) {
				node = node.next.computeIfAbsent(literal, ignored -> new Node());
			}
			if (!node.candidates.contains(candidate)) {
				node.candidates.add(candidate);
			}
		}

		/** Every mapping on the way down the path's leading segments: no other can match it. */
		List<Candidate> candidatesFor(PathContainer path) {
			List<Candidate> found = new ArrayList<>(candidates);
			Node node = this;
			List<PathContainer.Element> elements = path.elements();
			for (int i = 0; i + 1 < elements.size(); i += 2) {
				if (!(elements.get(i) instanceof PathContainer.Separator)
						|| !(elements.get(i + 1) instanceof PathContainer.PathSegment segment)) {
					break;
				}
				node = node.next.get(segment.valueToMatch());
				if (node == null) {
					break;
				}
				found.addAll(node.candidates);
			}
			return found;
		}
	}
}
