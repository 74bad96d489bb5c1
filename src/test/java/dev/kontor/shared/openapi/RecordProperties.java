package dev.kontor.shared.openapi;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.classreading.MetadataReader;
import org.springframework.util.ClassUtils;

/**
 * The JSON properties each record of the application declares: its components (by their JSON names, an unwrapped
 * record's own in its place) and any method annotated {@link JsonProperty}, a value the record shows on purpose. A
 * getter-like method ({@code isMoneyOrder()}) is not among them, although a schema generator reads it as a property.
 */
final class RecordProperties {

	private RecordProperties() {
	}

	/** By simple name, as the OpenAPI document names its schemas; records sharing a name share one set. */
	static Map<String, Set<String>> bySimpleName(String basePackage) {
		ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
		scanner.addIncludeFilter((reader, factory) -> isRecord(reader));
		Map<String, Set<String>> properties = new HashMap<>();
		for (BeanDefinition candidate : scanner.findCandidateComponents(basePackage)) {
			Class<?> type = ClassUtils.resolveClassName(String.valueOf(candidate.getBeanClassName()), null);
			properties.computeIfAbsent(type.getSimpleName(), name -> new HashSet<>()).addAll(declared(type));
		}
		return properties;
	}

	private static boolean isRecord(MetadataReader reader) {
		return Record.class.getName().equals(reader.getClassMetadata().getSuperClassName());
	}

	private static Set<String> declared(Class<?> record) {
		Set<String> names = new HashSet<>();
		for (RecordComponent component : record.getRecordComponents()) {
			JsonProperty renamed = component.getAccessor().getAnnotation(JsonProperty.class);
			if (component.getAccessor().isAnnotationPresent(JsonUnwrapped.class) && component.getType().isRecord()) {
				names.addAll(declared(component.getType()));
			}
			else {
				names.add(renamed == null || renamed.value().isEmpty() ? component.getName() : renamed.value());
			}
		}
		Arrays.stream(record.getDeclaredMethods())
			.map(method -> method.getAnnotation(JsonProperty.class))
			.filter(annotation -> annotation != null && !annotation.value().isEmpty())
			.forEach(annotation -> names.add(annotation.value()));
		return names;
	}
}
