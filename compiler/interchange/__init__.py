"""Card files to and from card data: `ofuda import` (:mod:`.importer`) and `ofuda export`
(:mod:`.exporter`)."""
