package dev.keyspace.app.export;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes an opaque RGB image as a PNG, rows at a time, compressing pieces of rows on several threads: a
 * diagram of 2,000 tables is some 190 million pixels, and one thread through ImageIO took longer to encode it
 * than everything else the export does. Each row is stored with PNG's "up" filter (most rows of a diagram repeat
 * the row above) and each piece is deflated at the fastest level on its own, then the pieces are joined into the
 * one zlib stream PNG wants: every piece but the last ends on a byte boundary (a sync flush), and the stream's
 * checksum is combined from the pieces' checksums.
 */
final class PngEncoder implements AutoCloseable {

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    /** zlib's header: deflate with a 32 KB window, fastest level; its check bits make it a multiple of 31. */
    private static final byte[] ZLIB_HEADER = {0x78, 0x01};

    private static final byte FILTER_UP = 2;
    /** About this many bytes of filtered rows go into one piece that one thread compresses. */
    private static final int PIECE_BYTES = 4 << 20;

    private final OutputStream out;
    private final int width;
    private final int height;
    private final ExecutorService workers;
    private final int rowsInFlight;
    private final Deque<Pending> inFlight = new ArrayDeque<>();
    private int rowsWaiting;
    private int rowsGiven;
    private int[] lastRowPixels;
    private int lastRowOffset;
    private long adler = 1;
    private boolean firstPieceWritten;

    /** One compressed piece of the image's rows: its deflate bytes and the Adler-32 of the bytes it holds. */
    private record Piece(byte[] deflated, long adler, long rawLength, boolean last) {}

    /** A piece being compressed, and how many rows it holds. */
    private record Pending(Future<Piece> piece, int rows) {}

    /**
     * Starts the PNG on {@code out}: an image of {@code width} x {@code height} pixels. At most {@code
     * rowsInFlight} rows given wait to be compressed (a caller that draws rows in bands passes a band's height, so
     * that one band is compressed while the next is drawn, and no more are held).
     */
    PngEncoder(OutputStream out, int width, int height, int rowsInFlight) throws IOException {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("an image of " + width + " x " + height + " pixels");
        }
        this.out = out;
        this.width = width;
        this.height = height;
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        this.workers = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "ksd-png-deflate");
            thread.setDaemon(true);
            return thread;
        });
        this.rowsInFlight = Math.max(1, rowsInFlight);
        out.write(SIGNATURE);
        byte[] header = new byte[13];
        putInt(header, 0, width);
        putInt(header, 4, height);
        header[8] = 8; // bits per sample
        header[9] = 2; // colour type: RGB; compression, filter method and interlace stay 0
        chunk("IHDR", header);
    }

    /**
     * The next {@code count} rows of the image, top to bottom: {@code pixels[offset..]} holds them one after
     * another, {@code width} pixels each (ARGB or RGB ints; alpha is ignored). These rows are compressed later, on
     * other threads, and the last of them is the row above the next ones: they must not change until {@link
     * #finish()}, or until twice {@code rowsInFlight} more rows have been given (by then every piece that reads them
     * has been written).
     */
    void writeRows(int[] pixels, int offset, int count) throws IOException {
        if (count < 0 || rowsGiven + count > height) {
            throw new IllegalArgumentException(
                    count + " more rows for an image of " + height + ", " + rowsGiven + " given");
        }
        int rowsPerPiece = Math.max(1, PIECE_BYTES / rowBytes());
        for (int done = 0; done < count; done += rowsPerPiece) {
            int rows = Math.min(rowsPerPiece, count - done);
            int first = offset + done * width;
            int[] abovePixels = lastRowPixels;
            int aboveOffset = lastRowOffset;
            boolean last = rowsGiven + rows == height;
            while (!inFlight.isEmpty() && rowsWaiting + rows > rowsInFlight) {
                writeOldestPiece();
            }
            inFlight.addLast(new Pending(
                    workers.submit(() -> compress(pixels, first, rows, abovePixels, aboveOffset, last)), rows));
            rowsWaiting += rows;
            rowsGiven += rows;
            lastRowPixels = pixels;
            lastRowOffset = first + (rows - 1) * width;
        }
    }

    /** Writes what is still being compressed and the end of the file; every row must have been given. */
    void finish() throws IOException {
        if (rowsGiven != height) {
            throw new IllegalStateException(rowsGiven + " rows given of " + height);
        }
        while (!inFlight.isEmpty()) {
            writeOldestPiece();
        }
        chunk("IEND");
        out.flush();
    }

    @Override
    public void close() {
        inFlight.forEach(pending -> pending.piece().cancel(true));
        workers.shutdownNow();
    }

    private int rowBytes() {
        return 1 + 3 * width;
    }

    /**
     * Filters and deflates rows; {@code above} is the row before the first, or null at the top of the image. The rows
     * are filtered one at a time into one row's buffer and fed to the deflater as they are: a piece's filtered bytes
     * are never whole in memory (a band of a wide diagram is hundreds of megabytes of them, made and dropped again).
     */
    private Piece compress(int[] pixels, int first, int rows, int[] above, int aboveOffset, boolean last) {
        byte[] row = new byte[rowBytes()];
        Adler32 checksum = new Adler32();
        Deflater deflater = new Deflater(Deflater.BEST_SPEED, true);
        try {
            DeflatedBytes deflated = new DeflatedBytes(deflater);
            for (int r = 0; r < rows; r++) {
                int start = first + r * width;
                filterUp(pixels, start, r > 0 ? pixels : above, r > 0 ? start - width : aboveOffset, row);
                checksum.update(row);
                deflater.setInput(row);
                deflated.take();
            }
            if (last) {
                deflated.finish();
            } else {
                deflated.flush();
            }
            return new Piece(deflated.bytes(), checksum.getValue(), (long) rows * row.length, last);
        } finally {
            deflater.end();
        }
    }

    /**
     * One row with PNG's "up" filter: each byte minus the byte above it (none above the image's first row). Most of a
     * diagram's row repeats the row above; the stretches that do, found by a vectorised comparison, filter to zeros.
     */
    private void filterUp(int[] pixels, int start, int[] upPixels, int upStart, byte[] row) {
        row[0] = FILTER_UP;
        if (upPixels == null) {
            filterUp(pixels, start, null, 0, row, 0, width);
            return;
        }
        int x = 0;
        while (x < width) {
            int differs = Arrays.mismatch(pixels, start + x, start + width, upPixels, upStart + x, upStart + width);
            int same = differs < 0 ? width - x : differs;
            Arrays.fill(row, 1 + 3 * x, 1 + 3 * (x + same), (byte) 0);
            x += same;
            if (x < width) {
                // up to the next pixel that repeats the one above
                int end = x + 1;
                while (end < width && pixels[start + end] != upPixels[upStart + end]) {
                    end++;
                }
                filterUp(pixels, start, upPixels, upStart, row, x, end);
                x = end;
            }
        }
    }

    private static void filterUp(int[] pixels, int start, int[] upPixels, int upStart, byte[] row, int from, int to) {
        int at = 1 + 3 * from;
        for (int x = from; x < to; x++) {
            int p = pixels[start + x];
            int up = upPixels == null ? 0 : upPixels[upStart + x];
            // only the low 8 bits of each difference count: the difference modulo 256
            row[at++] = (byte) ((p >> 16) - (up >> 16));
            row[at++] = (byte) ((p >> 8) - (up >> 8));
            row[at++] = (byte) (p - up);
        }
    }

    /** What a deflater gives, gathered: a diagram's rows compress to a small part of their size. */
    private static final class DeflatedBytes {
        private final Deflater deflater;
        private final byte[] buffer = new byte[64 << 10];
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 << 10);

        DeflatedBytes(Deflater deflater) {
            this.deflater = deflater;
        }

        /** Compresses the input given so far, keeping what the deflater holds back for the next input. */
        void take() {
            while (!deflater.needsInput()) {
                bytes.write(buffer, 0, deflater.deflate(buffer, 0, buffer.length, Deflater.NO_FLUSH));
            }
        }

        /** Ends the piece on a byte boundary, so that the next piece's deflate stream can follow it. */
        void flush() {
            int n;
            do {
                n = deflater.deflate(buffer, 0, buffer.length, Deflater.SYNC_FLUSH);
                bytes.write(buffer, 0, n);
            } while (n == buffer.length);
        }

        /** Ends the whole deflate stream. */
        void finish() {
            deflater.finish();
            while (!deflater.finished()) {
                bytes.write(buffer, 0, deflater.deflate(buffer));
            }
        }

        byte[] bytes() {
            return bytes.toByteArray();
        }
    }

    private void writeOldestPiece() throws IOException {
        Pending pending = inFlight.removeFirst();
        rowsWaiting -= pending.rows();
        Piece piece;
        try {
            piece = pending.piece().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while encoding the PNG", e);
        } catch (ExecutionException e) {
            throw new IOException("encoding the PNG failed", e.getCause());
        }
        adler = Adler32s.combine(adler, piece.adler(), piece.rawLength());
        byte[] start = firstPieceWritten ? new byte[0] : ZLIB_HEADER;
        firstPieceWritten = true;
        byte[] end = new byte[piece.last() ? 4 : 0];
        if (piece.last()) {
            putInt(end, 0, (int) adler);
        }
        chunk("IDAT", start, piece.deflated(), end);
    }

    private static void putInt(byte[] bytes, int at, int value) {
        bytes[at] = (byte) (value >>> 24);
        bytes[at + 1] = (byte) (value >>> 16);
        bytes[at + 2] = (byte) (value >>> 8);
        bytes[at + 3] = (byte) value;
    }

    /** A chunk whose data is {@code parts} one after another. */
    private void chunk(String type, byte[]... parts) throws IOException {
        int length = 0;
        for (byte[] part : parts) {
            length += part.length;
        }
        byte[] lengthAndType = new byte[8];
        putInt(lengthAndType, 0, length);
        System.arraycopy(type.getBytes(StandardCharsets.US_ASCII), 0, lengthAndType, 4, 4);
        CRC32 crc = new CRC32();
        crc.update(lengthAndType, 4, 4);
        out.write(lengthAndType);
        for (byte[] part : parts) {
            crc.update(part);
            out.write(part);
        }
        byte[] check = new byte[4];
        putInt(check, 0, (int) crc.getValue());
        out.write(check);
    }
}
