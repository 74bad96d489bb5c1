package dev.kontor.identity.bootstrap;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HexFormat;
import java.util.List;

import javax.imageio.ImageIO;

import dev.kontor.identity.tenants.TenantBranding;

/**
 * The demo tenant's letterhead on its customer documents: a made-up bank with a drawn logo, in German formats, so
 * that the demo's statements look as a broker's would.
 */
final class DemoBranding {

	private static final Color BLUE = new Color(0x1D, 0x4E, 0xD8);

	private DemoBranding() {
	}

	static TenantBranding of() {
		return new TenantBranding("Kontor Demo Bank AG", List.of("Musterstraße 1", "60311 Frankfurt am Main"),
				"HRB 00000 (demo)", null, "0x" + HexFormat.of().formatHex(logo()), "#1D4ED8",
				"Demo data of Kontor: no real bank, no real accounts.", "de-DE");
	}

	/** A blue square with a white K, as the console's own mark. */
	private static byte[] logo() {
		BufferedImage image = new BufferedImage(96, 96, BufferedImage.TYPE_INT_RGB);
		Graphics2D graphics = image.createGraphics();
		try {
			graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
			graphics.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
			graphics.setColor(Color.WHITE);
			graphics.fillRect(0, 0, 96, 96);
			graphics.setColor(BLUE);
			graphics.fillRoundRect(0, 0, 96, 96, 20, 20);
			// drawn with strokes, not a font: a machine without fonts draws it the same
			graphics.setColor(Color.WHITE);
			graphics.setStroke(new BasicStroke(12, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
			graphics.drawLine(32, 22, 32, 74);
			graphics.drawLine(66, 22, 36, 50);
			graphics.drawLine(42, 46, 68, 74);
		}
		finally {
			graphics.dispose();
		}
		ByteArrayOutputStream png = new ByteArrayOutputStream();
		try {
			ImageIO.write(image, "png", png);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return png.toByteArray();
	}
}
