package dev.kontor.identity.tenants;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.text.NumberFormat;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

import dev.kontor.shared.InvalidInput;

/**
 * What annotations cannot check of a branding: that the logo is a PNG whose pixels can be read, of a size a
 * letterhead can use, and that the locale is one whose dates and numbers the platform can write. Each refusal is a
 * 400 naming the property.
 */
final class BrandingRules {

	/** The PNG signature (ISO/IEC 15948, 5.2). */
	private static final byte[] PNG_SIGNATURE = HexFormat.of().parseHex("89504e470d0a1a0a");

	/** Pixels a side: a logo is printed 40 points high, so more only costs decoding time. */
	static final int MAX_LOGO_SIDE = 2000;

	private static final Set<Locale> LOCALES = Arrays.stream(NumberFormat.getAvailableLocales())
		.filter(locale -> !locale.getCountry().isEmpty())
		.collect(Collectors.toUnmodifiableSet());

	private BrandingRules() {
	}

	/** The locale of the tag; a 400 for a tag that names no language and country the platform can write in. */
	static Locale locale(String tag) {
		Locale locale = Locale.forLanguageTag(tag);
		if (!LOCALES.contains(locale) || !locale.toLanguageTag().equalsIgnoreCase(tag)) {
			throw new InvalidInput("locale", "must be a known locale with language and country, such as de-DE or en-GB");
		}
		return locale;
	}

	/** A 400 unless the bytes are a PNG whose pixels can be read, at most {@value #MAX_LOGO_SIDE} pixels a side. */
	static void requirePng(byte[] logo) {
		if (logo.length < PNG_SIGNATURE.length
				|| !Arrays.equals(logo, 0, PNG_SIGNATURE.length, PNG_SIGNATURE, 0, PNG_SIGNATURE.length)) {
			throw notPng("must be a PNG image");
		}
		ImageReader reader = ImageIO.getImageReadersByFormatName("png").next();
		try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(logo))) {
			reader.setInput(in);
			// the size from the header, before any pixel is decoded into memory
			if (reader.getWidth(0) > MAX_LOGO_SIDE || reader.getHeight(0) > MAX_LOGO_SIDE) {
				throw notPng("must be at most " + MAX_LOGO_SIDE + " pixels wide and high");
			}
			reader.read(0);
		}
		catch (IOException | IllegalArgumentException | IllegalStateException | IndexOutOfBoundsException ex) {
			// a damaged file fails the decoder in one of these ways
			throw notPng("must be a PNG image that can be read");
		}
		finally {
			reader.dispose();
		}
	}

	private static InvalidInput notPng(String message) {
		return new InvalidInput("logo", message);
	}
}
