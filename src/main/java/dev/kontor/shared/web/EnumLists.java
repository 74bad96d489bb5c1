package dev.kontor.shared.web;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.InvalidInput;

/** Query parameters holding a comma-separated list of enumeration values, such as {@code accountStatuses}. */
public final class EnumLists {

	private EnumLists() {
	}

	/** The values named in {@code list}, none when it is absent or blank; an unknown name is 400 naming the parameter. */
	public static <E extends Enum<E>> Set<E> parse(String parameter, @Nullable String list, Class<E> type) {
		Set<E> values = EnumSet.noneOf(type);
		if (list == null || list.isBlank()) {
			return values;
		}
		for (String name : list.split(",")) {
			try {
				values.add(Enum.valueOf(type, name.strip()));
			}
			catch (IllegalArgumentException ex) {
				throw new InvalidInput(parameter, "'" + name.strip() + "' is not one of "
						+ Arrays.toString(type.getEnumConstants()));
			}
		}
		return values;
	}
}
