CREATE TABLE "goods_facets" (
	"scope" varchar(32) NOT NULL,
	"facet" varchar(1) NOT NULL,
	"maker_id" integer DEFAULT 0 NOT NULL,
	"spec" varchar(100) DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "goods_facets_scope_facet_maker_id_spec_pk" PRIMARY KEY("scope","facet","maker_id","spec")
);
--> statement-breakpoint
CREATE INDEX "goods_facets_top_idx" ON "goods_facets" USING btree ("scope","facet","n" DESC NULLS LAST,"maker_id","spec");--> statement-breakpoint
-- goods_facets is kept by these triggers (schema/goods-facets.ts): each statement on goods adds the
-- rows it wrote and takes away the rows it replaced, summed per facet row, in key order (concurrent
-- writers lock facet rows in the same order, so they queue instead of deadlocking). An update that
-- changes nothing a facet counts adds and takes the same and writes nothing.
CREATE FUNCTION goods_facets_add(cats integer[], makers integer[], specs text[], kinds text[], youx smallint[], signs integer[])
RETURNS void LANGUAGE sql AS $$
  WITH RECURSIVE d AS (
    SELECT cat, maker, spec, kind, youx, sum(sign)::int AS n
    FROM unnest(cats, makers, specs, kinds, youx, signs) AS x(cat, maker, spec, kind, youx, sign)
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0
  ), up(cat, id, depth) AS (
    SELECT DISTINCT cat, cat, 0 FROM d
    UNION ALL
    SELECT up.cat, c.parent_id, up.depth + 1 FROM up JOIN categories c ON c.id = up.id
    WHERE c.parent_id IS NOT NULL AND up.depth < 16
  ), scoped AS (
    SELECT 'all'::text AS scope, d.* FROM d
    UNION ALL SELECT 'k:' || d.kind, d.* FROM d
    UNION ALL SELECT 'y', d.* FROM d WHERE d.youx = 1
    UNION ALL SELECT 'c:' || up.id, d.* FROM d JOIN up ON up.cat = d.cat
  ), keyed AS (
    SELECT scope, 't'::text AS facet, 0 AS maker_id, ''::text AS spec, n FROM scoped
    UNION ALL SELECT scope, 'm', maker, '', n FROM scoped
    UNION ALL SELECT scope, 's', 0, spec, n FROM scoped
    UNION ALL SELECT 'm:' || maker, 't', 0, '', n FROM d
    UNION ALL SELECT 'm:' || maker, 's', 0, spec, n FROM d
  )
  INSERT INTO goods_facets (scope, facet, maker_id, spec, n)
  SELECT scope, facet, maker_id, spec, sum(n) FROM keyed
  GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (scope, facet, maker_id, spec) DO UPDATE SET n = goods_facets.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION goods_facets_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_facets;
  PERFORM goods_facets_add(array_agg(category_id), array_agg(manufacturer_id), array_agg(spec::text),
    array_agg(kind::text), array_agg(is_youx), array_agg(1))
  FROM goods WHERE on_sale AND NOT is_controlled;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_facets_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_facets_add(array_agg(category_id), array_agg(manufacturer_id), array_agg(spec::text),
    array_agg(kind::text), array_agg(is_youx), array_agg(1))
  FROM new_rows WHERE on_sale AND NOT is_controlled;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_facets_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_facets_add(array_agg(category_id), array_agg(manufacturer_id), array_agg(spec),
    array_agg(kind), array_agg(is_youx), array_agg(sign))
  FROM (
    SELECT category_id, manufacturer_id, spec::text, kind::text, is_youx, 1 AS sign
    FROM new_rows WHERE on_sale AND NOT is_controlled
    UNION ALL
    SELECT category_id, manufacturer_id, spec::text, kind::text, is_youx, -1
    FROM old_rows WHERE on_sale AND NOT is_controlled
  ) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_facets_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_facets_add(array_agg(category_id), array_agg(manufacturer_id), array_agg(spec::text),
    array_agg(kind::text), array_agg(is_youx), array_agg(-1))
  FROM old_rows WHERE on_sale AND NOT is_controlled;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_facets_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_facets;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_facets_on_category_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_facets_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_facets_insert AFTER INSERT ON goods REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_facets_on_insert();
--> statement-breakpoint
CREATE TRIGGER goods_facets_update AFTER UPDATE ON goods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_facets_on_update();
--> statement-breakpoint
CREATE TRIGGER goods_facets_delete AFTER DELETE ON goods REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_facets_on_delete();
--> statement-breakpoint
CREATE TRIGGER goods_facets_truncate AFTER TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION goods_facets_on_truncate();
--> statement-breakpoint
CREATE TRIGGER goods_facets_category_move AFTER UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (old.parent_id IS DISTINCT FROM new.parent_id) EXECUTE FUNCTION goods_facets_on_category_move();
--> statement-breakpoint
SELECT goods_facets_rebuild();
