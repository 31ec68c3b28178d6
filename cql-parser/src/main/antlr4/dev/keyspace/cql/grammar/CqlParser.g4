// Cassandra 5.0 CQL statements, written for Keyspace Designer from the CQL reference. No embedded actions:
// visitors in dev.keyspace.cql.internal turn parse trees into statement records.
// The reader splits a file into statements and parses each one with singleStatement, so that one broken
// statement never hides the next (see docs/adr/0003-cql-grammar.md).
parser grammar CqlParser;

options { tokenVocab = CqlLexer; contextSuperClass = CompactContext; }

singleStatement
    : body=statement SEMI? EOF
    ;

statement
    : createKeyspace
    | alterKeyspace
    | dropKeyspace
    | useStatement
    | createTable
    | alterTable
    | dropTable
    | truncateStatement
    | createType
    | alterType
    | dropType
    | createIndex
    | dropIndex
    | createView
    | alterView
    | dropView
    | createFunction
    | dropFunction
    | createAggregate
    | dropAggregate
    | createTrigger
    | dropTrigger
    | selectStatement
    | insertStatement
    | updateStatement
    | deleteStatement
    | batchStatement
    | grantPermission
    | revokePermission
    | grantRole
    | revokeRole
    | listPermissions
    | createRole
    | alterRole
    | dropRole
    | listRoles
    | createUser
    | alterUser
    | dropUser
    | listUsers
    | addIdentity
    | dropIdentity
    | describeStatement
    | commentOn
    | securityLabel
    ;

// ---------------------------------------------------------------- comments (Cassandra 6.0)

commentOn
    : K_COMMENT K_ON
      ( K_KEYSPACE keyspace=identifier
      | (K_TABLE | K_COLUMNFAMILY) table=qualifiedName
      | K_COLUMN column=memberReference
      | K_TYPE type=qualifiedName
      | K_FIELD field=memberReference
      )
      K_IS (text=STRING_LITERAL | dollarText=DOLLAR_STRING | K_NULL)
    ;

// [keyspace.]table.column or [keyspace.]type.field: not qualifiedName DOT identifier, which would make a DOT follow
// every qualifiedName and blur the statements that name one (see CqlReaderApiTest, EmptyQuotedNameTest).
memberReference
    : parts+=identifier DOT parts+=identifier (DOT parts+=identifier)?
    ;

// Cassandra 6.0: kept verbatim (the model holds no security labels).
securityLabel
    : K_SECURITY K_LABEL (K_FOR provider=identifier)? K_ON
      ( K_KEYSPACE identifier
      | (K_TABLE | K_COLUMNFAMILY) qualifiedName
      | K_COLUMN memberReference
      | K_TYPE qualifiedName
      | K_FIELD memberReference
      )
      K_IS (STRING_LITERAL | DOLLAR_STRING | K_NULL)
    ;

// ---------------------------------------------------------------- keyspaces

createKeyspace
    : K_CREATE K_KEYSPACE ifNotExists? name=identifier K_WITH properties
    ;

alterKeyspace
    : K_ALTER K_KEYSPACE ifExists? name=identifier K_WITH properties
    ;

dropKeyspace
    : K_DROP K_KEYSPACE ifExists? name=identifier
    ;

useStatement
    : K_USE name=identifier
    ;

// ---------------------------------------------------------------- tables

createTable
    : K_CREATE (K_TABLE | K_COLUMNFAMILY) ifNotExists? qualifiedName
      ( LPAREN (columnDefinition | primaryKeyDefinition) (COMMA (columnDefinition | primaryKeyDefinition)?)* RPAREN
        (K_WITH options+=tableOption (K_AND options+=tableOption)*)?
      | like=tableLike
      )
    ;

// Cassandra 6.0: CREATE TABLE ks.t LIKE ks.source WITH INDEXES AND comment = '...'. Part of createTable, so that a
// statement broken before LIKE or '(' is reported as before.
tableLike
    : K_LIKE source=qualifiedName (K_WITH options+=likeOption (K_AND options+=likeOption)*)?
    ;

columnDefinition
    : name=identifier type=cqlType isStatic=K_STATIC? (notNull=K_NOT K_NULL)? mask=columnMask? checks=columnConstraints?
      (primary=K_PRIMARY K_KEY)?
    ;

// Cassandra 6.0 (CEP-42): CHECK NOT NULL AND LENGTH() < 100 AND price > 0 AND JSON. Its parser refuses a name as a
// function argument (the function applies to the column); we read one to give its message.
columnConstraints
    : K_CHECK columnConstraint (K_AND columnConstraint)*
    ;

columnConstraint
    : K_NOT K_NULL                                                                  # notNullConstraint
    | function=identifier LPAREN (constraintArgument (COMMA constraintArgument)*)? RPAREN
      (comparison constraintValue)?                                                 # functionConstraint
    | column=identifier comparison constraintValue                                  # comparisonConstraint
    | function=identifier                                                           # unaryConstraint
    ;

constraintArgument
    : identifier
    | constant
    ;

constraintValue
    : literal
    | bindMarker
    ;

primaryKeyDefinition
    : K_PRIMARY K_KEY LPAREN partitionKey (COMMA identifier)* RPAREN
    ;

partitionKey
    : identifier
    | LPAREN identifier (COMMA identifier)* RPAREN
    ;

columnMask
    : K_MASKED K_WITH (K_DEFAULT | functionName LPAREN (term (COMMA term)*)? RPAREN)
    ;

tableOption
    : compact=K_COMPACT K_STORAGE
    | clustering=K_CLUSTERING K_ORDER K_BY LPAREN orders+=clusteringOrder (COMMA orders+=clusteringOrder)* RPAREN
    | plain=property
    ;

clusteringOrder
    : column=identifier (K_ASC | descending=K_DESC)?
    ;

likeOption
    : indexes=K_INDEXES
    | comments=K_COMMENTS
    | K_SECURITY K_LABELS
    | plain=property
    ;

alterTable
    : K_ALTER (K_TABLE | K_COLUMNFAMILY) ifExists? qualifiedName alterTableInstruction
    ;

alterTableInstruction
    : K_ADD ifNotExists? addedColumn                                                 # addColumns
    | K_ADD ifNotExists? LPAREN addedColumn (COMMA addedColumn)* RPAREN              # addColumns
    | K_DROP K_COMPACT K_STORAGE                                                     # dropCompactStorage
    | K_DROP ifExists? identifier usingTimestamp?                                    # dropColumns
    | K_DROP ifExists? LPAREN identifier (COMMA identifier)* RPAREN usingTimestamp?  # dropColumns
    | K_RENAME ifExists? renamePair (K_AND renamePair)*                              # renameColumns
    | K_WITH tableOption (K_AND tableOption)*                                        # alterTableOptions
    | K_ALTER ifExists? identifier columnMask                                        # maskColumn
    | K_ALTER ifExists? identifier K_DROP K_MASKED                                   # unmaskColumn
    | K_ALTER ifExists? identifier columnConstraints                                 # constrainColumn
    | K_ALTER ifExists? identifier K_DROP K_CHECK                                    # unconstrainColumn
    ;

addedColumn
    : name=identifier cqlType K_STATIC? columnMask? columnConstraints?
    ;

renamePair
    : from=identifier K_TO to=identifier
    ;

usingTimestamp
    : K_USING K_TIMESTAMP INTEGER
    ;

dropTable
    : K_DROP (K_TABLE | K_COLUMNFAMILY) ifExists? qualifiedName
    ;

truncateStatement
    : K_TRUNCATE (K_TABLE | K_COLUMNFAMILY)? qualifiedName
    ;

// ---------------------------------------------------------------- user-defined types

createType
    : K_CREATE K_TYPE ifNotExists? qualifiedName LPAREN typeField (COMMA typeField?)* RPAREN
    ;

typeField
    : name=identifier cqlType
    ;

alterType
    : K_ALTER K_TYPE ifExists? qualifiedName alterTypeInstruction
    ;

alterTypeInstruction
    : K_ADD ifNotExists? typeField                        # addField
    | K_RENAME ifExists? renamePair (K_AND renamePair)*   # renameFields
    ;

dropType
    : K_DROP K_TYPE ifExists? qualifiedName
    ;

// ---------------------------------------------------------------- indexes

createIndex
    : K_CREATE K_CUSTOM? K_INDEX ifNotExists? indexName? K_ON qualifiedName
      LPAREN (indexTarget (COMMA indexTarget)*)? RPAREN
      (K_USING using=STRING_LITERAL)?
      (K_WITH indexProperties)?
    ;

indexName
    : (keyspace=identifier DOT)? name=identifier
    ;

indexTarget
    : identifier                                                       # simpleTarget
    | kind=(K_KEYS | K_VALUES | K_ENTRIES | K_FULL) LPAREN identifier RPAREN   # collectionTarget
    ;

indexProperties
    : property (K_AND property)*
    ;

dropIndex
    : K_DROP K_INDEX ifExists? indexName
    ;

// ---------------------------------------------------------------- materialized views

createView
    : K_CREATE K_MATERIALIZED K_VIEW ifNotExists? qualifiedName K_AS
      K_SELECT selectClause K_FROM base=qualifiedName
      K_WHERE whereClause
      primaryKeyDefinition
      (K_WITH tableOption (K_AND tableOption)*)?
    ;

alterView
    : K_ALTER K_MATERIALIZED K_VIEW ifExists? qualifiedName K_WITH tableOption (K_AND tableOption)*
    ;

dropView
    : K_DROP K_MATERIALIZED K_VIEW ifExists? qualifiedName
    ;

// ---------------------------------------------------------------- functions, aggregates, triggers

createFunction
    : K_CREATE (K_OR K_REPLACE)? K_FUNCTION ifNotExists? functionName
      LPAREN (functionArgument (COMMA functionArgument)*)? RPAREN
      (K_CALLED | K_RETURNS K_NULL) K_ON K_NULL K_INPUT
      K_RETURNS cqlType
      K_LANGUAGE identifier
      K_AS (STRING_LITERAL | DOLLAR_STRING)
    ;

functionArgument
    : identifier cqlType
    ;

dropFunction
    : K_DROP K_FUNCTION ifExists? functionName (LPAREN (cqlType (COMMA cqlType)*)? RPAREN)?
    ;

createAggregate
    : K_CREATE (K_OR K_REPLACE)? K_AGGREGATE ifNotExists? functionName
      LPAREN (cqlType (COMMA cqlType)*)? RPAREN
      K_SFUNC functionName
      K_STYPE cqlType
      (K_FINALFUNC functionName)?
      (K_INITCOND term)?
    ;

dropAggregate
    : K_DROP K_AGGREGATE ifExists? functionName (LPAREN (cqlType (COMMA cqlType)*)? RPAREN)?
    ;

createTrigger
    : K_CREATE K_TRIGGER ifNotExists? identifier K_ON qualifiedName K_USING STRING_LITERAL
    ;

dropTrigger
    : K_DROP K_TRIGGER ifExists? identifier K_ON qualifiedName
    ;

// ---------------------------------------------------------------- data manipulation

selectStatement
    : K_SELECT K_JSON? K_DISTINCT? selectClause
      K_FROM qualifiedName
      (K_WHERE whereClause)?
      (K_GROUP K_BY groupBy (COMMA groupBy)*)?
      (K_ORDER K_BY ordering (COMMA ordering)*)?
      (K_PER K_PARTITION K_LIMIT perPartitionLimit=limitValue)?
      (K_LIMIT limit=limitValue)?
      (K_ALLOW K_FILTERING)?
    ;

selectClause
    : STAR
    | selector (COMMA selector)*
    ;

selector
    : expression (K_AS identifier)?
    ;

groupBy
    : expression
    ;

ordering
    : identifier (K_ASC | K_DESC | K_ANN K_OF term)?
    ;

limitValue
    : INTEGER
    | bindMarker
    ;

whereClause
    : relation (K_AND relation)*
    ;

relation
    : expression comparison expression                                             # compareRelation
    | expression K_NOT? K_IN (LPAREN (term (COMMA term)*)? RPAREN | bindMarker)     # inRelation
    | expression K_NOT? K_CONTAINS K_KEY? expression                              # containsRelation
    | expression K_LIKE expression                                                 # likeRelation
    | expression K_IS K_NOT K_NULL                                                 # isNotNullRelation
    | LPAREN relation RPAREN                                                       # groupedRelation
    ;

comparison
    : EQ | NEQ | LT | LTE | GT | GTE
    ;

insertStatement
    : K_INSERT K_INTO qualifiedName
      ( LPAREN identifier (COMMA identifier)* RPAREN K_VALUES LPAREN term (COMMA term)* RPAREN
      | K_JSON term (K_DEFAULT (K_NULL | K_UNSET))?
      )
      ifNotExists?
      usingClause?
    ;

usingClause
    : K_USING usingParameter (K_AND usingParameter)*
    ;

usingParameter
    : (K_TIMESTAMP | K_TTL) term
    ;

updateStatement
    : K_UPDATE qualifiedName usingClause?
      K_SET assignment (COMMA assignment)*
      K_WHERE whereClause
      (K_IF (K_EXISTS | conditions))?
    ;

assignment
    : expression (EQ | PLUS_EQ | MINUS_EQ) expression
    ;

conditions
    : relation (K_AND relation)*
    ;

deleteStatement
    : K_DELETE (expression (COMMA expression)*)? K_FROM qualifiedName
      (K_USING K_TIMESTAMP term)?
      K_WHERE whereClause
      (K_IF (K_EXISTS | conditions))?
    ;

batchStatement
    : K_BEGIN (K_UNLOGGED | K_COUNTER)? K_BATCH usingClause?
      (batchChild SEMI?)*
      K_APPLY K_BATCH
    ;

batchChild
    : insertStatement
    | updateStatement
    | deleteStatement
    ;

// ---------------------------------------------------------------- security

grantPermission
    : K_GRANT permissions K_ON resource K_TO roleName
    ;

revokePermission
    : K_REVOKE permissions K_ON resource K_FROM roleName
    ;

grantRole
    : K_GRANT roleName K_TO roleName
    ;

revokeRole
    : K_REVOKE roleName K_FROM roleName
    ;

listPermissions
    : K_LIST permissions (K_ON resource)? (K_OF roleName)? K_NORECURSIVE?
    ;

permissions
    : K_ALL K_PERMISSIONS?
    | permission (COMMA permission)* K_PERMISSION?
    ;

permission
    : K_CREATE | K_ALTER | K_DROP | K_SELECT | K_MODIFY | K_AUTHORIZE | K_DESCRIBE | K_EXECUTE
    | K_UNMASK | K_SELECT_MASKED
    ;

resource
    : K_ALL K_KEYSPACES
    | K_KEYSPACE identifier
    | K_ALL K_TABLES K_IN K_KEYSPACE identifier
    | K_TABLE? qualifiedName
    | K_ALL K_ROLES
    | K_ROLE roleName
    | K_ALL K_FUNCTIONS (K_IN K_KEYSPACE identifier)?
    | K_FUNCTION functionName LPAREN (cqlType (COMMA cqlType)*)? RPAREN
    | K_ALL K_MBEANS
    | (K_MBEAN | K_MBEANS) STRING_LITERAL
    ;

roleName
    : identifier
    | STRING_LITERAL
    ;

createRole
    : K_CREATE K_ROLE ifNotExists? roleName (K_WITH roleOption (K_AND roleOption)*)?
    ;

alterRole
    : K_ALTER K_ROLE ifExists? roleName (K_WITH roleOption (K_AND roleOption)*)?
    ;

dropRole
    : K_DROP K_ROLE ifExists? roleName
    ;

listRoles
    : K_LIST K_ROLES (K_OF roleName)? K_NORECURSIVE?
    ;

roleOption
    : K_HASHED? K_PASSWORD EQ STRING_LITERAL
    | K_GENERATED K_PASSWORD
    | (K_LOGIN | K_SUPERUSER) EQ booleanLiteral
    | K_OPTIONS EQ mapLiteral
    | K_ACCESS K_TO K_ALL K_DATACENTERS
    | K_ACCESS K_TO K_DATACENTERS setLiteral
    | K_ACCESS K_FROM K_ALL K_CIDRS
    | K_ACCESS K_FROM K_CIDRS setLiteral
    ;

createUser
    : K_CREATE K_USER ifNotExists? roleName userPassword? (K_SUPERUSER | K_NOSUPERUSER)?
    ;

alterUser
    : K_ALTER K_USER ifExists? roleName userPassword? (K_SUPERUSER | K_NOSUPERUSER)?
    ;

userPassword
    : K_WITH K_HASHED? K_PASSWORD STRING_LITERAL
    | K_WITH K_GENERATED K_PASSWORD
    ;

dropUser
    : K_DROP K_USER ifExists? roleName
    ;

listUsers
    : K_LIST K_USERS
    ;

addIdentity
    : K_ADD K_IDENTITY ifNotExists? STRING_LITERAL K_TO K_ROLE roleName
    ;

dropIdentity
    : K_DROP K_IDENTITY ifExists? STRING_LITERAL
    ;

// ---------------------------------------------------------------- describe

describeStatement
    : (K_DESCRIBE | K_DESC) describeTarget (K_WITH K_INTERNALS)?
    ;

describeTarget
    : K_CLUSTER
    | K_FULL? K_SCHEMA
    | K_KEYSPACES
    | K_ONLY? K_KEYSPACE identifier?
    | K_TABLES
    | (K_TABLE | K_COLUMNFAMILY) qualifiedName
    | K_TYPES
    | K_TYPE qualifiedName
    | K_FUNCTIONS
    | K_FUNCTION functionName
    | K_AGGREGATES
    | K_AGGREGATE functionName
    | K_INDEX qualifiedName
    | K_MATERIALIZED K_VIEW qualifiedName
    | K_ONLY? qualifiedName
    ;

// ---------------------------------------------------------------- types

cqlType
    // nativeType's keywords again: a node less for the type of nearly every column
    : kind=(K_ASCII | K_BIGINT | K_BLOB | K_BOOLEAN | K_COUNTER | K_DATE | K_DECIMAL | K_DOUBLE | K_DURATION
      | K_FLOAT | K_INET | K_INT | K_SMALLINT | K_TEXT | K_TIME | K_TIMESTAMP | K_TIMEUUID | K_TINYINT
      | K_UUID | K_VARCHAR | K_VARINT)                            # nativeCqlType
    | K_LIST LT cqlType GT                                       # listCqlType
    | K_SET LT cqlType GT                                        # setCqlType
    | K_MAP LT cqlType COMMA cqlType GT                          # mapCqlType
    | K_FROZEN LT cqlType GT                                     # frozenCqlType
    | K_TUPLE LT cqlType (COMMA cqlType)* GT                     # tupleCqlType
    | K_VECTOR LT cqlType COMMA INTEGER GT                       # vectorCqlType
    | STRING_LITERAL                                             # customCqlType
    | qualifiedName                                              # userCqlType
    ;

nativeType
    : K_ASCII | K_BIGINT | K_BLOB | K_BOOLEAN | K_COUNTER | K_DATE | K_DECIMAL | K_DOUBLE | K_DURATION
    | K_FLOAT | K_INET | K_INT | K_SMALLINT | K_TEXT | K_TIME | K_TIMESTAMP | K_TIMEUUID | K_TINYINT
    | K_UUID | K_VARCHAR | K_VARINT
    ;

// ---------------------------------------------------------------- expressions and literals

// Selectors, terms and relation operands share one expression rule: CQL's grammar separates them, but
// the importer only needs to recognise the statement and keep its text (see the ADR).
expression
    : expression DOT identifier                                        # fieldExpression
    | expression LBRACKET term (DOT DOT term?)? RBRACKET              # elementExpression
    | MINUS expression                                                 # negatedExpression
    | expression (STAR | SLASH | PERCENT) expression                   # multiplicativeExpression
    | expression (PLUS | MINUS) expression                             # additiveExpression
    | LPAREN cqlType RPAREN expression                                 # typeHintExpression
    | K_CAST LPAREN expression K_AS nativeType RPAREN                  # castExpression
    | functionName LPAREN (STAR | expression (COMMA expression)*)? RPAREN   # functionCallExpression
    | K_TOKEN LPAREN (expression (COMMA expression)*)? RPAREN          # tokenExpression
    | (K_WRITETIME | K_MAXWRITETIME | K_TTL) LPAREN expression RPAREN  # metadataExpression
    | LPAREN expression (COMMA expression)* RPAREN                     # tupleExpression
    | literal                                                          # literalExpression
    | bindMarker                                                       # bindMarkerExpression
    | identifier                                                       # columnExpression
    ;

term
    : expression
    ;

literal
    : constant
    | K_NULL
    | listLiteral
    | setLiteral
    | mapLiteral
    | udtLiteral
    ;

constant
    : STRING_LITERAL
    | DOLLAR_STRING
    | INTEGER
    | FLOAT
    | booleanLiteral
    | UUID
    | HEXNUMBER
    | DURATION
    | MINUS? K_NAN
    | MINUS? K_INFINITY
    ;

booleanLiteral
    : K_TRUE
    | K_FALSE
    ;

listLiteral
    : LBRACKET (term (COMMA term)*)? RBRACKET
    ;

setLiteral
    : LBRACE (term (COMMA term)*)? RBRACE
    ;

mapLiteral
    : LBRACE (mapEntry (COMMA mapEntry)*)? RBRACE
    ;

mapEntry
    : key=term COLON value=term
    ;

udtLiteral
    : LBRACE identifier COLON term (COMMA identifier COLON term)* RBRACE
    ;

bindMarker
    : QMARK
    | COLON identifier
    ;

// ---------------------------------------------------------------- shared pieces

properties
    : property (K_AND property)*
    ;

property
    : name=identifier EQ value=propertyValue
    ;

propertyValue
    : scalar=constant
    | map=mapLiteral
    | identifier
    ;

ifNotExists
    : K_IF K_NOT K_EXISTS
    ;

ifExists
    : K_IF K_EXISTS
    ;

qualifiedName
    : (keyspace=identifier DOT)? name=identifier
    ;

functionName
    : (keyspace=identifier DOT)? name=identifier
    ;

identifier
    : IDENT
    | QUOTED_NAME
    | unreservedKeyword
    ;

// Keywords that Cassandra 5.0 does not reserve: usable as names wherever a name is expected.
unreservedKeyword
    : K_ACCESS
    | K_AGGREGATE
    | K_AGGREGATES
    | K_ALL
    | K_ANN
    | K_AS
    | K_ASCII
    | K_BIGINT
    | K_BLOB
    | K_BOOLEAN
    | K_CALLED
    | K_CAST
    | K_CHECK
    | K_CIDRS
    | K_CLUSTER
    | K_CLUSTERING
    | K_COLUMN
    | K_COMMENT
    | K_COMMENTS
    | K_COMPACT
    | K_CONTAINS
    | K_COUNTER
    | K_CUSTOM
    | K_DATACENTERS
    | K_DATE
    | K_DECIMAL
    | K_DISTINCT
    | K_DOUBLE
    | K_DURATION
    | K_EXISTS
    | K_FALSE
    | K_FIELD
    | K_FILTERING
    | K_FINALFUNC
    | K_FLOAT
    | K_FOR
    | K_FROZEN
    | K_FUNCTION
    | K_FUNCTIONS
    | K_GENERATED
    | K_GROUP
    | K_HASHED
    | K_IDENTITY
    | K_INDEXES
    | K_INET
    | K_INITCOND
    | K_INPUT
    | K_INT
    | K_INTERNALS
    | K_JSON
    | K_KEY
    | K_KEYS
    | K_KEYSPACES
    | K_LABEL
    | K_LABELS
    | K_LANGUAGE
    | K_LIKE
    | K_LIST
    | K_LOGIN
    | K_MAP
    | K_MASKED
    | K_MAXWRITETIME
    | K_NOSUPERUSER
    | K_ONLY
    | K_OPTIONS
    | K_PARTITION
    | K_PASSWORD
    | K_PER
    | K_PERMISSION
    | K_PERMISSIONS
    | K_RETURNS
    | K_ROLE
    | K_ROLES
    | K_SECURITY
    | K_SELECT_MASKED
    | K_SFUNC
    | K_SMALLINT
    | K_STATIC
    | K_STORAGE
    | K_STYPE
    | K_SUPERUSER
    | K_TABLES
    | K_TEXT
    | K_TIME
    | K_TIMESTAMP
    | K_TIMEUUID
    | K_TINYINT
    | K_TRIGGER
    | K_TRUE
    | K_TTL
    | K_TUPLE
    | K_TYPE
    | K_TYPES
    | K_UNMASK
    | K_USER
    | K_USERS
    | K_UUID
    | K_VALUES
    | K_VARCHAR
    | K_VARINT
    | K_VECTOR
    | K_WRITETIME
    ;
