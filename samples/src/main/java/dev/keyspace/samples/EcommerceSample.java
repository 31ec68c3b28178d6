package dev.keyspace.samples;

import static dev.keyspace.samples.SampleBuilder.*;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An online shop: products, categories, customers, orders, reviews and inventory, with the eight queries
 * of the samples issue. Orders by status are bucketed by day so that no status becomes a hot partition.
 */
public final class EcommerceSample {

    public static final ElementId PRODUCT = ElementId.of("entity:product");
    public static final ElementId CATEGORY = ElementId.of("entity:category");
    public static final ElementId CUSTOMER = ElementId.of("entity:customer");
    public static final ElementId ORDER = ElementId.of("entity:order");
    public static final ElementId REVIEW = ElementId.of("entity:review");
    public static final ElementId WAREHOUSE = ElementId.of("entity:warehouse");

    private static final String KS = "shop";
    private static final CqlType ORDER_ITEM = UserTypeRef.named("order_item", true);

    private EcommerceSample() {}

    public static Project build() {
        return Project.empty("Online shop")
                .withConceptual(conceptual().withPopulation(population()))
                .withQueries(queries())
                .withWorkflow(workflow())
                .withKeyspaces(List.of(keyspace()))
                .withSizing(sizing())
                .withAnalysis(analysis());
    }

    /** Partitions the checker cannot bound from the schema alone, bounded by what a shop knows of its data. */
    private static AnalysisSettings analysis() {
        return AnalysisSettings.DEFAULTS
                .withSuppression(new Suppression(
                        "unbounded-partition",
                        "shop.orders_by_customer",
                        "a customer places at most a few hundred orders in a lifetime"))
                .withSuppression(new Suppression(
                        "unbounded-partition",
                        "shop.reviews_by_product",
                        "a product collects a few thousand reviews over its life, read a page at a time"))
                .withSuppression(new Suppression(
                        "non-unique-key",
                        "shop.customers_by_email",
                        "an email belongs to one customer, so it identifies the customer as customer_id does"));
    }

    private static ConceptualModel conceptual() {
        return new ConceptualModel(
                List.of(
                        new Entity(
                                PRODUCT,
                                "Product",
                                List.of(
                                        Attribute.key("product_id", "uuid"),
                                        Attribute.of("name", "text"),
                                        Attribute.of("description", "text"),
                                        Attribute.of("price", "decimal"),
                                        Attribute.multiValued("attributes", "text"))),
                        new Entity(
                                CATEGORY,
                                "Category",
                                List.of(Attribute.key("category_id", "text"), Attribute.of("name", "text"))),
                        new Entity(
                                CUSTOMER,
                                "Customer",
                                List.of(
                                        Attribute.key("customer_id", "uuid"),
                                        Attribute.of("email", "text"),
                                        Attribute.of("name", "text"))),
                        new Entity(
                                ORDER,
                                "Order",
                                List.of(
                                        Attribute.key("order_id", "timeuuid"),
                                        Attribute.of("order_date", "timestamp"),
                                        Attribute.of("day", "date"),
                                        Attribute.of("status", "text"),
                                        Attribute.of("total", "decimal"))),
                        new Entity(
                                REVIEW,
                                "Review",
                                List.of(
                                        Attribute.key("review_id", "timeuuid"),
                                        Attribute.of("rating", "int"),
                                        Attribute.of("title", "text"),
                                        Attribute.of("body", "text"))),
                        new Entity(
                                WAREHOUSE,
                                "Warehouse",
                                List.of(Attribute.key("warehouse_id", "text"), Attribute.of("name", "text")))),
                List.of(
                        relationship("belongs_to", "BelongsTo", PRODUCT, Cardinality.N, CATEGORY, Cardinality.ONE),
                        relationship("places", "Places", CUSTOMER, Cardinality.ONE, ORDER, Cardinality.N),
                        relationship(
                                "contains",
                                "Contains",
                                ORDER,
                                Cardinality.M,
                                PRODUCT,
                                Cardinality.N,
                                Attribute.of("quantity", "int"),
                                Attribute.of("unit_price", "decimal")),
                        relationship("writes", "Writes", CUSTOMER, Cardinality.ONE, REVIEW, Cardinality.N),
                        relationship("about", "About", REVIEW, Cardinality.N, PRODUCT, Cardinality.ONE),
                        relationship(
                                "stocks",
                                "Stocks",
                                WAREHOUSE,
                                Cardinality.M,
                                PRODUCT,
                                Cardinality.N,
                                Attribute.of("quantity", "int"))));
    }

    private static List<Query> queries() {
        return List.of(
                query(
                        1,
                        "Find a product by id",
                        pattern(
                                List.of(ref(PRODUCT, "product_id")),
                                List.of(),
                                List.of(),
                                List.of(
                                        ref(PRODUCT, "name"),
                                        ref(PRODUCT, "description"),
                                        ref(PRODUCT, "price"),
                                        ref(PRODUCT, "attributes"))),
                        tableId(KS, "products")),
                query(
                        2,
                        "Find the products of a category by price",
                        pattern(
                                List.of(ref(CATEGORY, "category_id")),
                                List.of(ref(PRODUCT, "price")),
                                List.of(ordering(PRODUCT, "price", ClusteringOrder.ASC)),
                                List.of(ref(PRODUCT, "product_id"), ref(PRODUCT, "name"), ref(PRODUCT, "price"))),
                        tableId(KS, "products_by_category")),
                query(
                        3,
                        "Find a customer's orders, newest first",
                        pattern(
                                List.of(ref(CUSTOMER, "customer_id")),
                                List.of(),
                                List.of(ordering(ORDER, "order_date", ClusteringOrder.DESC)),
                                List.of(ref(ORDER, "order_id"), ref(ORDER, "status"), ref(ORDER, "total"))),
                        tableId(KS, "orders_by_customer")),
                query(
                        4,
                        "Find an order by id",
                        pattern(
                                List.of(ref(ORDER, "order_id")),
                                List.of(),
                                List.of(),
                                List.of(
                                        ref(ORDER, "order_date"),
                                        ref(ORDER, "status"),
                                        ref(ORDER, "total"),
                                        ref(CUSTOMER, "customer_id"))),
                        tableId(KS, "orders")),
                query(
                        5,
                        "Find the orders in a status on a day, newest first",
                        pattern(
                                List.of(ref(ORDER, "status"), ref(ORDER, "day")),
                                List.of(),
                                List.of(ordering(ORDER, "order_date", ClusteringOrder.DESC)),
                                List.of(ref(ORDER, "order_id"), ref(CUSTOMER, "customer_id"), ref(ORDER, "total"))),
                        tableId(KS, "orders_by_status_day")),
                query(
                        6,
                        "Find a customer by email",
                        pattern(
                                List.of(ref(CUSTOMER, "email")),
                                List.of(),
                                List.of(),
                                List.of(ref(CUSTOMER, "customer_id"), ref(CUSTOMER, "name"))),
                        tableId(KS, "customers_by_email")),
                query(
                        7,
                        "Find the reviews of a product, newest first",
                        pattern(
                                List.of(ref(PRODUCT, "product_id")),
                                List.of(),
                                List.of(ordering(REVIEW, "review_id", ClusteringOrder.DESC)),
                                List.of(
                                        ref(REVIEW, "rating"),
                                        ref(REVIEW, "title"),
                                        ref(REVIEW, "body"),
                                        ref(CUSTOMER, "customer_id"))),
                        tableId(KS, "reviews_by_product")),
                query(
                        8,
                        "Find the inventory of a warehouse",
                        pattern(
                                List.of(ref(WAREHOUSE, "warehouse_id")),
                                List.of(),
                                List.of(ordering(PRODUCT, "product_id", ClusteringOrder.ASC)),
                                List.of(ref(PRODUCT, "product_id"), ref(PRODUCT, "name"))),
                        tableId(KS, "inventory_by_warehouse")));
    }

    private static Workflow workflow() {
        return new Workflow(
                List.of(
                        task("browse_category", "Browse a category"),
                        task("product_page", "View a product"),
                        task("sign_in", "Sign in"),
                        task("order_history", "View order history"),
                        task("order_details", "View an order"),
                        task("fulfilment", "Fulfil orders"),
                        task("stock", "Check warehouse stock")),
                List.of(
                        transition("t2", null, "browse_category", 2),
                        transition("t1", "browse_category", "product_page", 1),
                        transition("t7", "product_page", "product_page", 7),
                        transition("t6", null, "sign_in", 6),
                        transition("t3", "sign_in", "order_history", 3),
                        transition("t4", "order_history", "order_details", 4),
                        transition("t5", null, "fulfilment", 5),
                        transition("t8", "fulfilment", "stock", 8)));
    }

    private static UserType orderItem() {
        return new UserType(
                Identifier.of("order_item"),
                List.of(
                        UserType.Field.of("product_id", UUID),
                        UserType.Field.of("name", TEXT),
                        UserType.Field.of("quantity", INT),
                        UserType.Field.of("unit_price", DECIMAL)));
    }

    private static Keyspace keyspace() {
        return Keyspace.of(KS, Replication.networkTopology(Map.of("dc1", 3)))
                .withTypes(List.of(orderItem()))
                .withTables(List.of(
                        table(
                                KS,
                                "products",
                                "Q1. Find a product by id",
                                List.of(
                                        pk("product_id", UUID, 0),
                                        col("name", TEXT),
                                        col("description", TEXT),
                                        col("price", DECIMAL),
                                        col("category_id", TEXT),
                                        col("attributes", new CqlType.MapType(TEXT, TEXT, false)))),
                        table(
                                KS,
                                "products_by_category",
                                "Q2. Find the products of a category by price",
                                List.of(
                                        pk("category_id", TEXT, 0),
                                        asc("price", DECIMAL, 0),
                                        asc("product_id", UUID, 1),
                                        col("name", TEXT))),
                        table(
                                KS,
                                "orders_by_customer",
                                "Q3. Find a customer's orders, newest first",
                                List.of(
                                        pk("customer_id", UUID, 0),
                                        desc("order_date", TIMESTAMP, 0),
                                        asc("order_id", TIMEUUID, 1),
                                        col("status", TEXT),
                                        col("total", DECIMAL))),
                        table(
                                KS,
                                "orders",
                                "Q4. Find an order by id",
                                List.of(
                                        pk("order_id", TIMEUUID, 0),
                                        col("customer_id", UUID),
                                        col("order_date", TIMESTAMP),
                                        col("status", TEXT),
                                        col("total", DECIMAL),
                                        col("items", new CqlType.ListType(ORDER_ITEM, true)))),
                        table(
                                KS,
                                "orders_by_status_day",
                                "Q5. Find the orders in a status on a day",
                                List.of(
                                        pk("status", TEXT, 0),
                                        pk("day", DATE, 1),
                                        desc("order_date", TIMESTAMP, 0),
                                        asc("order_id", TIMEUUID, 1),
                                        col("customer_id", UUID),
                                        col("total", DECIMAL))),
                        table(
                                KS,
                                "customers_by_email",
                                "Q6. Find a customer by email",
                                List.of(pk("email", TEXT, 0), col("customer_id", UUID), col("name", TEXT))),
                        table(
                                KS,
                                "reviews_by_product",
                                "Q7. Find the reviews of a product, newest first",
                                List.of(
                                        pk("product_id", UUID, 0),
                                        desc("review_id", TIMEUUID, 0),
                                        col("customer_id", UUID),
                                        col("rating", INT),
                                        col("title", TEXT),
                                        col("body", TEXT))),
                        table(
                                KS,
                                "inventory_by_warehouse",
                                "Q8. Find the inventory of a warehouse",
                                List.of(
                                        pk("warehouse_id", TEXT, 0),
                                        asc("product_id", UUID, 0),
                                        col("name", TEXT),
                                        col("quantity", INT)))));
    }

    private static Map<ElementId, SizingAssumptions> sizing() {
        return Map.of(
                tableId(KS, "products_by_category"),
                new SizingAssumptions(
                        Optional.of(2_000.0),
                        Optional.of(50_000.0),
                        Optional.of(500L),
                        Map.of("category_id", 12, "price", 6, "name", 40)),
                tableId(KS, "orders_by_status_day"),
                new SizingAssumptions(
                        Optional.of(20_000.0),
                        Optional.of(80_000.0),
                        Optional.of(3_650L),
                        Map.of("status", 8, "total", 6)));
    }

    /**
     * A mid-sized shop: a million products in 500 categories (2,000 each, as products_by_category assumes), two
     * million customers with 5 orders (a few hundred at most, as the suppression says) and 2.5 reviews each on
     * average, a few thousand reviews per product at most, 3 products per order, 50 warehouses.
     */
    private static Population population() {
        return new SamplePopulation()
                .count(PRODUCT, 1_000_000)
                .count(CATEGORY, 500)
                .count(CUSTOMER, 2_000_000)
                .count(ORDER, 10_000_000)
                .count(REVIEW, 5_000_000)
                .count(WAREHOUSE, 50)
                .end("belongs_to", 0, 2_000, 50_000)
                .end("belongs_to", 1, 1, 1)
                .end("places", 0, 1, 1)
                .end("places", 1, 5, 300)
                .end("contains", 0, 30, 10_000)
                .end("contains", 1, 3, 50)
                .end("writes", 0, 1, 1)
                .end("writes", 1, 2.5, 500)
                .end("about", 0, 5, 5_000)
                .end("about", 1, 1, 1)
                .end("stocks", 0, 1, 5)
                .end("stocks", 1, 20_000, 40_000)
                .build();
    }
}
