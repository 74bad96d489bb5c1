package dev.kontor.corporateactions.mt564;

import java.util.List;
import java.util.Map;

import dev.kontor.shared.InvalidInput;

/**
 * Text that holds a malformed MT564 message: a 400 whose errors are named by the tag or block concerned
 * ({@code :98A::RDTE}, {@code :22F::CAEV}, {@code {2:}}), each message starting with the position of its MT564 when
 * the text holds several ("message 2: ...").
 */
public class Mt564Malformed extends InvalidInput {

	public Mt564Malformed(Map<String, List<String>> errors) {
		super("The text holds a malformed MT564 message", errors);
	}
}
