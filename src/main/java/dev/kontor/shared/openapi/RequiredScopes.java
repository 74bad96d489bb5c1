package dev.kontor.shared.openapi;

import java.lang.reflect.Method;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.expression.spel.SpelNode;
import org.springframework.expression.spel.ast.MethodReference;
import org.springframework.expression.spel.ast.OpAnd;
import org.springframework.expression.spel.ast.OpOr;
import org.springframework.expression.spel.ast.StringLiteral;
import org.springframework.expression.spel.standard.SpelExpression;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.security.access.prepost.PreAuthorize;

/**
 * The scopes an operation needs, read from the {@code @PreAuthorize} that enforces them (on the method, else on its
 * class), so that the OpenAPI document cannot drift from the checks. The answer is a list of alternatives, each a
 * set of scopes that are all needed: {@code hasAuthority('SCOPE_a')} is {@code [{a}]},
 * {@code hasAnyAuthority('SCOPE_a', 'SCOPE_b')} is {@code [{a}, {b}]}, and {@code and} and {@code or} combine them.
 * An expression of another kind cannot be declared as scopes and is refused, so that a new kind of rule is noticed
 * rather than documented wrongly.
 */
final class RequiredScopes {

	private static final String SCOPE_PREFIX = "SCOPE_";

	private static final SpelExpressionParser PARSER = new SpelExpressionParser();

	private RequiredScopes() {
	}

	/** The alternatives of the handler method; empty where no {@code @PreAuthorize} applies. */
	static List<Set<String>> of(Method method, Class<?> beanType) {
		PreAuthorize rule = AnnotatedElementUtils.findMergedAnnotation(method, PreAuthorize.class);
		if (rule == null) {
			rule = AnnotatedElementUtils.findMergedAnnotation(beanType, PreAuthorize.class);
		}
		return rule == null ? List.of() : ofExpression(rule.value());
	}

	static List<Set<String>> ofExpression(String expression) {
		SpelNode root = ((SpelExpression) PARSER.parseExpression(expression)).getAST();
		return alternatives(root, expression);
	}

	/** Every alternative of {@code base} with {@code scope} needed on top (an empty base: the scope alone). */
	static List<Set<String>> withScope(List<Set<String>> base, String scope) {
		return base.isEmpty() ? List.of(Set.of(scope)) : both(base, List.of(Set.of(scope)));
	}

	private static List<Set<String>> alternatives(SpelNode node, String expression) {
		return switch (node) {
			case OpOr or -> either(alternatives(or.getLeftOperand(), expression),
					alternatives(or.getRightOperand(), expression));
			case OpAnd and -> both(alternatives(and.getLeftOperand(), expression),
					alternatives(and.getRightOperand(), expression));
			case MethodReference call when call.getName().equals("hasAuthority") && node.getChildCount() == 1 ->
				List.of(Set.of(scope(node.getChild(0), expression)));
			case MethodReference call when call.getName().equals("hasAnyAuthority") && node.getChildCount() > 0 -> {
				Set<Set<String>> any = new LinkedHashSet<>();
				for (int i = 0; i < node.getChildCount(); i++) {
					any.add(Set.of(scope(node.getChild(i), expression)));
				}
				yield List.copyOf(any);
			}
			default -> throw unsupported(expression);
		};
	}

	private static String scope(SpelNode argument, String expression) {
		@Nullable Object value = argument instanceof StringLiteral literal ? literal.getLiteralValue().getValue()
				: null;
		if (!(value instanceof String authority) || !authority.startsWith(SCOPE_PREFIX)) {
			throw unsupported(expression);
		}
		return authority.substring(SCOPE_PREFIX.length());
	}

	private static List<Set<String>> either(List<Set<String>> left, List<Set<String>> right) {
		Set<Set<String>> all = new LinkedHashSet<>(left);
		all.addAll(right);
		return List.copyOf(all);
	}

	private static List<Set<String>> both(List<Set<String>> left, List<Set<String>> right) {
		Set<Set<String>> all = new LinkedHashSet<>();
		for (Set<String> one : left) {
			for (Set<String> other : right) {
				Set<String> union = new LinkedHashSet<>(one);
				union.addAll(other);
				all.add(Set.copyOf(union));
			}
		}
		return List.copyOf(all);
	}

	private static IllegalStateException unsupported(String expression) {
		return new IllegalStateException("The OpenAPI document cannot declare the scopes of @PreAuthorize(\""
				+ expression + "\"): only hasAuthority('SCOPE_…'), hasAnyAuthority('SCOPE_…', …), and, or are read");
	}
}
