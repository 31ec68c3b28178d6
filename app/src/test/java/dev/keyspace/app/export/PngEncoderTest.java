package dev.keyspace.app.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.Adler32;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * The PNG encoder's files read back, through ImageIO, as exactly the pixels given: whatever bands the rows come
 * in, however many pieces they are compressed in on other threads (ImageIO's inflater checks the zlib checksum
 * joined from the pieces').
 */
class PngEncoderTest {

    /** Wide enough that one band is compressed in several pieces of about 4 MB of rows each. */
    private static final int WIDTH = 3_000;

    private static final int HEIGHT = 1_600;

    @Test
    void rows_given_in_uneven_bands_read_back_pixel_for_pixel() throws Exception {
        int[] pixels = diagramLike(WIDTH, HEIGHT, 7);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        try (PngEncoder encoder = new PngEncoder(png, WIDTH, HEIGHT, 700)) {
            int top = 0;
            for (int rows : new int[] {700, 1, 899}) {
                encoder.writeRows(Arrays.copyOfRange(pixels, top * WIDTH, (top + rows) * WIDTH), 0, rows);
                top += rows;
            }
            encoder.finish();
        }

        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.toByteArray()));

        assertThat(image.getWidth()).isEqualTo(WIDTH);
        assertThat(image.getHeight()).isEqualTo(HEIGHT);
        int[] read = image.getRGB(0, 0, WIDTH, HEIGHT, null, 0, WIDTH);
        for (int i = 0; i < read.length; i++) {
            if ((read[i] & 0xFFFFFF) != (pixels[i] & 0xFFFFFF)) {
                throw new AssertionError("pixel " + (i % WIDTH) + "," + (i / WIDTH) + " is "
                        + Integer.toHexString(read[i]) + ", not " + Integer.toHexString(pixels[i]));
            }
        }
    }

    @Test
    void rows_in_three_arrays_taken_in_turn_read_back_though_each_is_overwritten_after_twice_the_rows_in_flight()
            throws Exception {
        int band = 100;
        int[] pixels = diagramLike(WIDTH, HEIGHT, 11);
        int[][] arrays = new int[3][band * WIDTH];
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        try (PngEncoder encoder = new PngEncoder(png, WIDTH, HEIGHT, band)) {
            for (int top = 0, next = 0; top < HEIGHT; top += band, next = (next + 1) % 3) {
                int rows = Math.min(band, HEIGHT - top);
                // garbage first, as a band left half drawn would be, then this band's rows
                Arrays.fill(arrays[next], 0xFF00FF);
                System.arraycopy(pixels, top * WIDTH, arrays[next], 0, rows * WIDTH);
                encoder.writeRows(arrays[next], 0, rows);
            }
            encoder.finish();
        }

        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.toByteArray()));
        int[] read = image.getRGB(0, 0, WIDTH, HEIGHT, null, 0, WIDTH);
        for (int i = 0; i < read.length; i++) {
            assertThat(read[i] & 0xFFFFFF)
                    .as("pixel %d,%d", i % WIDTH, i / WIDTH)
                    .isEqualTo(pixels[i] & 0xFFFFFF);
        }
    }

    @Test
    void noise_that_does_not_compress_reads_back_though_each_piece_outgrows_the_deflate_buffer() throws Exception {
        int width = 1_500;
        int height = 2_000;
        Random random = new Random(5);
        int[] pixels = new int[width * height];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = 0xFF000000 | random.nextInt(0x1000000);
        }
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        try (PngEncoder encoder = new PngEncoder(png, width, height, height)) {
            encoder.writeRows(pixels, 0, height);
            encoder.finish();
        }

        // about 9 MB of filtered rows: three pieces, each compressing to megabytes, not a 64 KB buffer's worth
        assertThat(png.size()).isGreaterThan(3 * width * height);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.toByteArray()));
        int[] read = image.getRGB(0, 0, width, height, null, 0, width);
        for (int i = 0; i < read.length; i++) {
            if ((read[i] & 0xFFFFFF) != (pixels[i] & 0xFFFFFF)) {
                throw new AssertionError("pixel " + (i % width) + "," + (i / width) + " differs");
            }
        }
    }

    @Test
    void a_single_pixel_image_reads_back() throws Exception {
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        try (PngEncoder encoder = new PngEncoder(png, 1, 1, 1)) {
            encoder.writeRows(new int[] {0xFF123456}, 0, 1);
            encoder.finish();
        }

        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.toByteArray()));

        assertThat(image.getRGB(0, 0) & 0xFFFFFF).isEqualTo(0x123456);
    }

    @Test
    void an_image_missing_rows_is_not_finished() throws Exception {
        try (PngEncoder encoder = new PngEncoder(new ByteArrayOutputStream(), 10, 10, 10)) {
            encoder.writeRows(new int[50], 0, 5);

            assertThatThrownBy(encoder::finish).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(() -> encoder.writeRows(new int[60], 0, 6)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void joined_checksums_equal_the_checksum_of_the_joined_bytes() {
        Random random = new Random(11);
        for (int run = 0; run < 200; run++) {
            byte[] first = new byte[random.nextInt(200_000)];
            byte[] second = new byte[random.nextInt(200_000)];
            random.nextBytes(first);
            random.nextBytes(second);
            Adler32 whole = new Adler32();
            whole.update(first);
            whole.update(second);

            assertThat(Adler32s.combine(adler(first), adler(second), second.length))
                    .isEqualTo(whole.getValue());
        }
        assertThat(Adler32s.combine(1, adler(new byte[] {1, 2, 3}), 3)).isEqualTo(adler(new byte[] {1, 2, 3}));
    }

    private static long adler(byte[] bytes) {
        Adler32 adler = new Adler32();
        adler.update(bytes);
        return adler.getValue();
    }

    /** White with runs of colour and some noise, as a diagram has: the up filter and deflate both get work. */
    private static int[] diagramLike(int width, int height, long seed) {
        Random random = new Random(seed);
        int[] pixels = new int[width * height];
        Arrays.fill(pixels, 0xFFFFFFFF);
        for (int box = 0; box < 400; box++) {
            int x = random.nextInt(width - 50);
            int y = random.nextInt(height - 50);
            int colour = 0xFF000000 | random.nextInt(0x1000000);
            for (int row = y; row < y + 1 + random.nextInt(49); row++) {
                Arrays.fill(pixels, row * width + x, row * width + x + 1 + random.nextInt(49), colour);
            }
        }
        for (int noise = 0; noise < 20_000; noise++) {
            pixels[random.nextInt(pixels.length)] = 0xFF000000 | random.nextInt(0x1000000);
        }
        return pixels;
    }
}
