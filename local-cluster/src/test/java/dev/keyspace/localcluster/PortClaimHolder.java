package dev.keyspace.localcluster;

import java.io.IOException;

/** A second JVM for {@link PortClaimsTest}: claims the port it is given, says so, and holds it until stdin closes. */
public final class PortClaimHolder {
    private PortClaimHolder() {}

    public static void main(String[] args) throws IOException {
        boolean claimed = PortClaims.claim(Integer.parseInt(args[0]));
        System.out.println(claimed ? "claimed" : "refused");
        System.out.flush();
        while (System.in.read() != -1) {
            // hold the claim until the test closes our input
        }
    }
}
