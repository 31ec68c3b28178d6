// Cassandra 5.0 CQL tokens, written for Keyspace Designer from the CQL reference.
// Keywords are case-insensitive; see docs/adr/0003-cql-grammar.md for the choices made here.
lexer grammar CqlLexer;

options { caseInsensitive = true; }

// Reserved keywords: never usable as an unquoted name (the set Cassandra 5.0 reserves).
K_ADD: 'add';
K_ALLOW: 'allow';
K_ALTER: 'alter';
K_AND: 'and';
K_APPLY: 'apply';
K_ASC: 'asc';
K_AUTHORIZE: 'authorize';
K_BATCH: 'batch';
K_BEGIN: 'begin';
K_BY: 'by';
K_COLUMNFAMILY: 'columnfamily';
K_CREATE: 'create';
K_DEFAULT: 'default';
K_DELETE: 'delete';
K_DESC: 'desc';
K_DESCRIBE: 'describe';
K_DROP: 'drop';
K_ENTRIES: 'entries';
K_EXECUTE: 'execute';
K_FROM: 'from';
K_FULL: 'full';
K_GRANT: 'grant';
K_IF: 'if';
K_IN: 'in';
K_INDEX: 'index';
K_INFINITY: 'infinity';
K_INSERT: 'insert';
K_INTO: 'into';
K_IS: 'is';
K_KEYSPACE: 'keyspace';
K_LIMIT: 'limit';
K_MATERIALIZED: 'materialized';
K_MBEAN: 'mbean';
K_MBEANS: 'mbeans';
K_MODIFY: 'modify';
K_NAN: 'nan';
K_NORECURSIVE: 'norecursive';
K_NOT: 'not';
K_NULL: 'null';
K_OF: 'of';
K_ON: 'on';
K_OR: 'or';
K_ORDER: 'order';
K_PRIMARY: 'primary';
K_RENAME: 'rename';
K_REPLACE: 'replace';
K_REVOKE: 'revoke';
K_SCHEMA: 'schema';
K_SELECT: 'select';
K_SET: 'set';
K_TABLE: 'table';
K_TO: 'to';
K_TOKEN: 'token';
K_TRUNCATE: 'truncate';
K_UNLOGGED: 'unlogged';
K_UNSET: 'unset';
K_UPDATE: 'update';
K_USE: 'use';
K_USING: 'using';
K_VIEW: 'view';
K_WHERE: 'where';
K_WITH: 'with';

// Unreserved keywords: keywords in some statements, plain names everywhere else (see CqlParser.unreservedKeyword).
K_ACCESS: 'access';
K_AGGREGATE: 'aggregate';
K_AGGREGATES: 'aggregates';
K_ALL: 'all';
K_ANN: 'ann';
K_AS: 'as';
K_ASCII: 'ascii';
K_BIGINT: 'bigint';
K_BLOB: 'blob';
K_BOOLEAN: 'boolean';
K_CALLED: 'called';
K_CAST: 'cast';
K_CHECK: 'check';
K_CIDRS: 'cidrs';
K_CLUSTER: 'cluster';
K_CLUSTERING: 'clustering';
K_COLUMN: 'column';
K_COMMENT: 'comment';
K_COMMENTS: 'comments';
K_COMPACT: 'compact';
K_CONTAINS: 'contains';
K_COUNTER: 'counter';
K_CUSTOM: 'custom';
K_DATACENTERS: 'datacenters';
K_DATE: 'date';
K_DECIMAL: 'decimal';
K_DISTINCT: 'distinct';
K_DOUBLE: 'double';
K_DURATION: 'duration';
K_EXISTS: 'exists';
K_FALSE: 'false';
K_FIELD: 'field';
K_FILTERING: 'filtering';
K_FINALFUNC: 'finalfunc';
K_FLOAT: 'float';
K_FOR: 'for';
K_FROZEN: 'frozen';
K_FUNCTION: 'function';
K_FUNCTIONS: 'functions';
K_GENERATED: 'generated';
K_GROUP: 'group';
K_HASHED: 'hashed';
K_IDENTITY: 'identity';
K_INDEXES: 'indexes';
K_INET: 'inet';
K_INITCOND: 'initcond';
K_INPUT: 'input';
K_INT: 'int';
K_INTERNALS: 'internals';
K_JSON: 'json';
K_KEY: 'key';
K_KEYS: 'keys';
K_KEYSPACES: 'keyspaces';
K_LABEL: 'label';
K_LABELS: 'labels';
K_LANGUAGE: 'language';
K_LIKE: 'like';
K_LIST: 'list';
K_LOGIN: 'login';
K_MAP: 'map';
K_MASKED: 'masked';
K_MAXWRITETIME: 'maxwritetime';
K_NOSUPERUSER: 'nosuperuser';
K_ONLY: 'only';
K_OPTIONS: 'options';
K_PARTITION: 'partition';
K_PASSWORD: 'password';
K_PER: 'per';
K_PERMISSION: 'permission';
K_PERMISSIONS: 'permissions';
K_RETURNS: 'returns';
K_ROLE: 'role';
K_ROLES: 'roles';
K_SECURITY: 'security';
K_SELECT_MASKED: 'select_masked';
K_SFUNC: 'sfunc';
K_SMALLINT: 'smallint';
K_STATIC: 'static';
K_STORAGE: 'storage';
K_STYPE: 'stype';
K_SUPERUSER: 'superuser';
K_TABLES: 'tables';
K_TEXT: 'text';
K_TIME: 'time';
K_TIMESTAMP: 'timestamp';
K_TIMEUUID: 'timeuuid';
K_TINYINT: 'tinyint';
K_TRIGGER: 'trigger';
K_TRUE: 'true';
K_TTL: 'ttl';
K_TUPLE: 'tuple';
K_TYPE: 'type';
K_TYPES: 'types';
K_UNMASK: 'unmask';
K_USER: 'user';
K_USERS: 'users';
K_UUID: 'uuid';
K_VALUES: 'values';
K_VARCHAR: 'varchar';
K_VARINT: 'varint';
K_VECTOR: 'vector';
K_WRITETIME: 'writetime';

// Literals. A number's leading minus belongs to the literal, as in Cassandra's own lexer.
DURATION
    : '-'? DIGIT+ DURATION_UNIT (DIGIT+ DURATION_UNIT)*
    | '-'? 'p' ISO_PART+ ('t' ISO_TIME_PART+)?
    | '-'? 'p' 't' ISO_TIME_PART+
    | '-'? 'p' DIGIT DIGIT DIGIT DIGIT '-' DIGIT DIGIT '-' DIGIT DIGIT 't' DIGIT DIGIT ':' DIGIT DIGIT ':' DIGIT DIGIT
    ;
UUID: HEX HEX HEX HEX HEX HEX HEX HEX '-' HEX HEX HEX HEX '-' HEX HEX HEX HEX '-' HEX HEX HEX HEX '-' HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX;
HEXNUMBER: '0x' HEX*;
FLOAT
    : '-'? DIGIT+ '.' DIGIT* EXPONENT?
    | '-'? DIGIT+ EXPONENT
    ;
INTEGER: '-'? DIGIT+;
STRING_LITERAL: '\'' ('\'\'' | ~'\'')* '\'';
DOLLAR_STRING: '$$' .*? '$$';
QUOTED_NAME: '"' ('""' | ~'"')+ '"';
// Cassandra's lexer has this token too; no rule takes it, so it is reported as the empty name it is.
EMPTY_QUOTED_NAME: '""';
IDENT: LETTER (LETTER | DIGIT | '_')*;

// Punctuation and operators.
SEMI: ';';
COMMA: ',';
DOT: '.';
LPAREN: '(';
RPAREN: ')';
LBRACKET: '[';
RBRACKET: ']';
LBRACE: '{';
RBRACE: '}';
COLON: ':';
QMARK: '?';
EQ: '=';
NEQ: '!=';
LTE: '<=';
GTE: '>=';
LT: '<';
GT: '>';
PLUS_EQ: '+=';
MINUS_EQ: '-=';
PLUS: '+';
MINUS: '-';
STAR: '*';
SLASH: '/';
PERCENT: '%';

// Comments: '--' and '//' run to the end of the line (so a '-----' banner is a comment), '/* */' may span lines.
LINE_COMMENT: ('--' | '//') ~[\r\n]* -> skip;
BLOCK_COMMENT: '/*' .*? '*/' -> skip;
WS: [ \t\r\n\f\u000B\u00A0\uFEFF]+ -> skip;

// Anything else becomes one token the parser cannot accept, so the reader reports it with its position.
UNKNOWN_CHAR: .;

fragment DIGIT: [0-9];
fragment LETTER: [a-z];
fragment HEX: [0-9a-f];
fragment EXPONENT: 'e' [+-]? DIGIT+;
fragment DURATION_UNIT: 'y' | 'mo' | 'w' | 'd' | 'h' | 'm' | 's' | 'ms' | 'us' | '\u00B5s' | 'ns';
fragment ISO_PART: DIGIT+ ('y' | 'm' | 'd' | 'w');
fragment ISO_TIME_PART: DIGIT+ ('h' | 'm' | 's');
